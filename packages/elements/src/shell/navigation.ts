import type { AppLinkName } from '../common/app-links';

export interface NavigationItem {
  id: string;
  /** Translation key of the link text. */
  label: string;
  /** The host screen it leads to. */
  link: AppLinkName;
  /** Other screens that belong to this entry: it is marked current (`aria-current`) on them too. */
  areas?: readonly AppLinkName[];
}

/**
 * The screens the tools page leads to, and the composers: the tools entry shows the creator is there
 * (`aria-current`). The tools page itself is `tools/ToolsOverview`.
 */
const TOOLS_AREAS: readonly AppLinkName[] = [
  'posts',
  'pushList',
  'cloud',
  'playlists',
  'catalog',
  'calendar',
  'createPost',
  'createPush',
];

/** The bar for logged creators, in the spec's order (spec 2 "Navigation"); "create" is a menu beside it. */
export const DESKTOP_NAVIGATION: readonly NavigationItem[] = [
  { id: 'tools', label: 'nav_tools', link: 'tools', areas: TOOLS_AREAS },
  { id: 'statistics', label: 'nav_statistics', link: 'incomes' },
  { id: 'messages', label: 'nav_messages', link: 'messages' },
  { id: 'profile', label: 'nav_profile', link: 'profile' },
  { id: 'notifications', label: 'nav_notifications', link: 'notifications' },
  { id: 'settings', label: 'nav_settings', link: 'myAccount' },
];

/** The phone navigation paths of spec 2, in order: account/tools, incomes, myms, profile, notifications, my-account. */
export const MOBILE_NAVIGATION: readonly NavigationItem[] = [
  { id: 'tools', label: 'nav_tools', link: 'accountTools', areas: ['tools', ...TOOLS_AREAS] },
  { id: 'incomes', label: 'nav_incomes', link: 'incomes' },
  { id: 'myms', label: 'nav_myms', link: 'myms' },
  { id: 'profile', label: 'nav_profile', link: 'profile' },
  { id: 'notifications', label: 'nav_notifications', link: 'notifications' },
  { id: 'my-account', label: 'nav_my_account', link: 'myAccount' },
];

/** What the "create" menu offers (spec 2 "Navigation"): Post, Push, Live. */
export const CREATE_MENU: readonly NavigationItem[] = [
  { id: 'post', label: 'nav_create_post', link: 'createPost' },
  { id: 'push', label: 'nav_create_push', link: 'createPush' },
  { id: 'live', label: 'nav_create_live', link: 'createLive' },
];
