import type { AppLinks } from '@mym/elements';
import { APP_BASE_PATH } from '@mym/sdk';

/**
 * Who may open a route (spec 2): `public` screens send a signed-in creator to the profile (unless
 * `logout=true`), `private` ones send a visitor to login, `open` ones are for everyone and never redirect.
 */
export type RouteAccess = 'public' | 'open' | 'private';

interface RouteEntry {
  /** Relative to the app base (`/app`). */
  path: string;
  access: RouteAccess;
}

/**
 * Every route of spec 2, once: the middleware reads who may open it, islands and navigation read where it is.
 * Adding a screen is one line here (and its page under `src/pages/`). Paths the spec leaves unnamed follow
 * the nearest one it names: statistics are the incomes, settings the account.
 */
export const ROUTES = {
  home: { path: '/', access: 'private' },
  login: { path: '/login', access: 'public' },
  loginMfa: { path: '/login/mfa', access: 'public' },
  signup: { path: '/signup', access: 'public' },
  signupChoice: { path: '/signup-choice', access: 'public' },
  signupEmail: { path: '/signup/email', access: 'public' },
  signupEmailConfirmation: { path: '/signup/email/confirmation', access: 'public' },
  passwordRecovery: { path: '/password/recovery', access: 'public' },
  passwordRecoveryConfirmation: { path: '/password/recovery/confirmation', access: 'public' },
  passwordReset: { path: '/password/reset', access: 'public' },
  passwordResetSuccess: { path: '/password/reset/success', access: 'public' },
  oauthCallback: { path: '/oauth2/callback', access: 'public' },
  calendarOAuthCallback: { path: '/catalog/calendar/oauthcallback', access: 'open' },
  gallery: { path: '/ui', access: 'open' },
  termsAcceptance: { path: '/signup/social-network/confirmation', access: 'private' },
  profile: { path: '/profile', access: 'private' },
  profileEdit: { path: '/profile/edit', access: 'private' },
  profileSecurity: { path: '/profile/security', access: 'private' },
  tools: { path: '/tools', access: 'private' },
  accountTools: { path: '/account/tools', access: 'private' },
  /** One calendar of everything the creator scheduled (posts, pushes, lives, bookings). */
  calendar: { path: '/calendar', access: 'private' },
  incomes: { path: '/incomes', access: 'private' },
  myms: { path: '/myms', access: 'private' },
  messages: { path: '/chat', access: 'private' },
  notifications: { path: '/notifications', access: 'private' },
  myAccount: { path: '/my-account', access: 'private' },
  createPost: { path: '/post', access: 'private' },
  createPush: { path: '/push', access: 'private' },
  pushList: { path: '/push/list', access: 'private' },
  /** The creator's posts; one post is `/posts/{id}` (see post-routes.ts). */
  posts: { path: '/posts', access: 'private' },
  createLive: { path: '/live', access: 'private' },
  /** The creator's lives (upcoming, past); one live is edited at `/live/{id}` (see live-routes.ts). */
  liveList: { path: '/live/list', access: 'private' },
  /** The device check and ingest settings before going live. */
  liveCheck: { path: '/live/check', access: 'private' },
  cloud: { path: '/mym-cloud', access: 'private' },
  /** One collection of the cloud: `/mym-cloud/collections/{id}`. */
  cloudCollection: { path: '/mym-cloud/collections', access: 'private' },
  /** The creator's playlists; one playlist is `/v2/tools/playlists/{id}` (see playlistHref). */
  playlists: { path: '/v2/tools/playlists', access: 'private' },
  /** The catalog (spec 2 "/catalog/*"): `:id` stands for a consultation's id (see catalog-routes.ts). */
  catalogCalendar: { path: '/catalog/calendar', access: 'private' },
  catalogConsultations: { path: '/catalog/consultations', access: 'private' },
  catalogConsultation: { path: '/catalog/consultations/:id', access: 'private' },
  catalogConsultationCreation: { path: '/catalog/consultations/creation', access: 'private' },
  catalogConsultationEdit: { path: '/catalog/consultations/edit/:id', access: 'private' },
  catalogConfigurationCreation: { path: '/catalog/configuration/creation', access: 'private' },
  catalogConfigurationCalendar: { path: '/catalog/configuration/calendar', access: 'private' },
  catalogConfigurationAvailability: { path: '/catalog/configuration/availability', access: 'private' },
  catalogConfigurationConfirmation: { path: '/catalog/configuration/confirmation', access: 'private' },
  catalogBookings: { path: '/catalog/bookings', access: 'private' },
  /** The hours of a catalog already set up (the onboarding's hours step is `configuration/availability`). */
  catalogAvailability: { path: '/catalog/availability', access: 'private' },
  terms: { path: '/terms', access: 'private' },
  privacy: { path: '/privacy', access: 'private' },
  termsOfUse: { path: '/terms-of-use', access: 'private' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

/** Open sections: the published translations (spec 7), read by signed-out pages and partner pages alike. */
const OPEN_ROUTE_PREFIXES = ['/locales/'] as const;

/** The URL of a screen (`profile` -> `/app/profile`), with a query when given. */
export function appHref(name: RouteName, query?: Record<string, string>): string {
  const path = ROUTES[name].path;
  const url = path === '/' ? `${APP_BASE_PATH}/` : `${APP_BASE_PATH}${path}`;
  return query ? `${url}?${new URLSearchParams(query)}` : url;
}

/** The page of one collection of the cloud. */
export function cloudCollectionHref(collectionId: string): string {
  return `${appHref('cloudCollection')}/${encodeURIComponent(collectionId)}`;
}

/** The page of one playlist: its posts in order. */
export function playlistHref(playlistId: string): string {
  return `${appHref('playlists')}/${encodeURIComponent(playlistId)}`;
}

/** A path inside the app as a URL (`/push/list` -> `/app/push/list`), for screens with parameters. */
export function appUrl(route: string): string {
  return `${APP_BASE_PATH}${route}`;
}

/** Who may open a route of the app (`/login`, `/push/12/setup`); anything the table does not name is private. */
export function routeAccess(route: string): RouteAccess {
  const path = route.length > 1 ? route.replace(/\/+$/, '') : route;
  const entry = Object.values(ROUTES).find((candidate) => candidate.path === path);
  if (entry) return entry.access;
  if (OPEN_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'open';
  return 'private';
}

/** The route inside the app for a request path (`/app/login` -> `/login`), or null outside the app. */
export function appRoute(pathname: string, base: string = APP_BASE_PATH): string | null {
  if (pathname === base) return '/';
  if (!pathname.startsWith(`${base}/`)) return null;
  return pathname.slice(base.length) || '/';
}

/** Where the elements' links lead in this site: every screen an element may link to, from the table. */
export const APP_LINKS: Required<AppLinks> = {
  home: appHref('home'),
  login: appHref('login'),
  signup: appHref('signup'),
  profile: appHref('profile'),
  profileEdit: appHref('profileEdit'),
  profileSecurity: appHref('profileSecurity'),
  termsAcceptance: appHref('termsAcceptance'),
  tools: appHref('tools'),
  accountTools: appHref('accountTools'),
  incomes: appHref('incomes'),
  myms: appHref('myms'),
  messages: appHref('messages'),
  notifications: appHref('notifications'),
  myAccount: appHref('myAccount'),
  createPost: appHref('createPost'),
  posts: appHref('posts'),
  createPush: appHref('createPush'),
  pushList: appHref('pushList'),
  cloud: appHref('cloud'),
  playlists: appHref('playlists'),
  // The group's own path: it opens the calendar, and every catalog screen lies under it (aria-current).
  catalog: appUrl('/catalog'),
  createLive: appHref('createLive'),
  liveList: appHref('liveList'),
  calendar: appHref('calendar'),
  terms: appHref('terms'),
  privacy: appHref('privacy'),
  termsOfUse: appHref('termsOfUse'),
};
