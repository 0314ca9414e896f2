import { ROUTES } from './routes';

/**
 * The live group (spec 2 "live configuration"), relative to the app base: `/live` schedules a new live,
 * `/live/{id}` edits (or cancels) one, `/live/list` lists them and `/live/check` checks the devices.
 */
export type LiveRoute = { screen: 'composer'; liveId?: string } | { screen: 'list' } | { screen: 'check' };

/** Where one live is edited. */
export function liveEditPath(liveId: string): string {
  return `${ROUTES.createLive.path}/${encodeURIComponent(liveId)}`;
}

/** What a path under `/live` shows, or null when it names no live screen (the nothing-here page). */
export function parseLivePath(route: string): LiveRoute | null {
  const path = route.replace(/\/+$/, '');
  if (path === ROUTES.createLive.path) return { screen: 'composer' };
  if (path === ROUTES.liveList.path) return { screen: 'list' };
  if (path === ROUTES.liveCheck.path) return { screen: 'check' };
  const rest = path.slice(ROUTES.createLive.path.length + 1);
  if (path.startsWith(`${ROUTES.createLive.path}/`) && /^[0-9a-fA-F-]{1,64}$/.test(rest)) {
    return { screen: 'composer', liveId: rest };
  }
  return null;
}
