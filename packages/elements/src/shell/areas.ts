/**
 * Screens whose features come with later work (lives, incomes, notifications...). Each is a real page frame
 * that says so, rather than an empty page that looks finished. The key names the translations
 * `area_<key>_title` and `area_<key>_description`.
 */
export const COMING_AREAS = [
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
