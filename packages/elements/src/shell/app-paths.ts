import { APP_BASE_PATH } from '@mym/sdk';

/**
 * Screens the shell links to, relative to the app base (spec 2). Where the spec does not show a literal path
 * (statistics, settings, live), the nearest path it does show is used: statistics are the incomes, settings
 * the account.
 */
export const APP_PATHS = {
  home: '/',
  profile: '/profile',
  profileEdit: '/profile/edit',
  profileSecurity: '/profile/security',
  termsAcceptance: '/signup/social-network/confirmation',
  login: '/login',
  tools: '/tools',
  accountTools: '/account/tools',
  incomes: '/incomes',
  myms: '/myms',
  messages: '/chat',
  notifications: '/notifications',
  myAccount: '/my-account',
  createPost: '/post',
  createPush: '/push',
  createLive: '/live',
  terms: '/terms',
  privacy: '/privacy',
  termsOfUse: '/terms-of-use',
} as const;

export type AppPath = (typeof APP_PATHS)[keyof typeof APP_PATHS];

/** The URL of an app screen (`/profile` -> `/app/profile`). */
export function appHref(path: string, base: string = APP_BASE_PATH): string {
  return path === '/' ? `${base}/` : `${base}${path}`;
}

/** Whether `current` (a URL path) is the screen `path` or one of its children, for `aria-current`. */
export function isCurrentPath(current: string, path: string, base: string = APP_BASE_PATH): boolean {
  const here = current.replace(/\/+$/, '') || '/';
  const target = appHref(path, base).replace(/\/+$/, '');
  if (path === '/') return here === base || here === target;
  return here === target || here.startsWith(`${target}/`);
}
