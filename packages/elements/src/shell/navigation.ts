import { APP_PATHS, type AppPath } from './app-paths';

export interface NavigationItem {
  id: string;
  /** Translation key of the link text. */
  label: string;
  path: AppPath;
}

/** The bar for logged creators, in the spec's order (spec 2 "Navigation"); "create" is a menu beside it. */
export const DESKTOP_NAVIGATION: readonly NavigationItem[] = [
  { id: 'tools', label: 'nav_tools', path: APP_PATHS.tools },
  { id: 'statistics', label: 'nav_statistics', path: APP_PATHS.incomes },
  { id: 'messages', label: 'nav_messages', path: APP_PATHS.messages },
  { id: 'profile', label: 'nav_profile', path: APP_PATHS.profile },
  { id: 'notifications', label: 'nav_notifications', path: APP_PATHS.notifications },
  { id: 'settings', label: 'nav_settings', path: APP_PATHS.myAccount },
];

/** The phone navigation paths of spec 2, in order: account/tools, incomes, myms, profile, notifications, my-account. */
export const MOBILE_NAVIGATION: readonly NavigationItem[] = [
  { id: 'tools', label: 'nav_tools', path: APP_PATHS.accountTools },
  { id: 'incomes', label: 'nav_incomes', path: APP_PATHS.incomes },
  { id: 'myms', label: 'nav_myms', path: APP_PATHS.myms },
  { id: 'profile', label: 'nav_profile', path: APP_PATHS.profile },
  { id: 'notifications', label: 'nav_notifications', path: APP_PATHS.notifications },
  { id: 'my-account', label: 'nav_my_account', path: APP_PATHS.myAccount },
];

/** What the "create" menu offers (spec 2 "Navigation"): Post, Push, Live. */
export const CREATE_MENU: readonly NavigationItem[] = [
  { id: 'post', label: 'nav_create_post', path: APP_PATHS.createPost },
  { id: 'push', label: 'nav_create_push', path: APP_PATHS.createPush },
  { id: 'live', label: 'nav_create_live', path: APP_PATHS.createLive },
];
