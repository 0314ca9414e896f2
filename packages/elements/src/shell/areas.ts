/**
 * Screens whose features come with later work (chat, catalog, posts, push, cloud...). Each is a real page frame
 * that says so, rather than an empty page that looks finished. The key names the translations
 * `area_<key>_title` and `area_<key>_description`.
 */
export const COMING_AREAS = [
  'chat',
  'messaging',
  'catalog',
  'playlists',
  'playlist',
  'post',
  'posts',
  'push',
  'cloud',
  'collection',
  'live',
  'incomes',
  'myms',
  'notifications',
  'my_account',
] as const;

export type ComingArea = (typeof COMING_AREAS)[number];
