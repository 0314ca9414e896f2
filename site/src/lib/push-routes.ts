import type { PushStep } from '@mym/elements';
import { ROUTES } from './routes';

/**
 * The push group of spec 2 ("/push/*"), relative to the app base: the setup screen creates at `/push` and edits
 * at `/push/{id}/setup`; the cloud, a collection, the recap and the confirmation each have a path for creating
 * and one under `/push/{id}/` for editing; the list of pushes is `/push/list`.
 */

export type PushRoute = { screen: 'list' } | { screen: 'composer'; pushId?: string; step: PushStep };

const SCREEN_SUFFIX: Record<Exclude<PushStep['screen'], 'collection' | 'setup'>, string> = {
  cloud: 'cloud',
  recap: 'recap',
  confirmation: 'confirmation',
};

/**
 * A push screen's path from what it shows. A new push's confirmation keeps the creation path and names the
 * push in its query (`/push/confirmation?push={id}`), so a reload shows that push's real state.
 */
export function pushPath(step: PushStep, pushId?: string): string {
  const create = ROUTES.createPush.path;
  if (step.screen === 'confirmation' && step.pushId && !pushId) {
    return `${create}/confirmation?push=${encodeURIComponent(step.pushId)}`;
  }
  const base = pushId ? `${create}/${encodeURIComponent(pushId)}` : create;
  if (step.screen === 'setup') return pushId ? `${base}/setup` : base;
  if (step.screen === 'collection')
    return `${base}/cloud/collections/${encodeURIComponent(step.collectionId)}`;
  return `${base}/${SCREEN_SUFFIX[step.screen]}`;
}

/**
 * What a path under `/push` (with its query, if any) shows, or null when it names no push screen (the
 * nothing-here page).
 */
export function parsePushPath(location: string): PushRoute | null {
  const [route = '', query = ''] = location.split('?');
  const parts = route.replace(/\/+$/, '').split('/').slice(2).map(decodeURIComponent);
  if (route.replace(/\/+$/, '') === ROUTES.pushList.path) return { screen: 'list' };
  const step = stepOf(parts);
  const created = new URLSearchParams(query).get('push');
  if (step?.screen === 'confirmation' && created && PUSH_ID.test(created)) {
    return { screen: 'composer', step: { screen: 'confirmation', pushId: created } };
  }
  if (step) return { screen: 'composer', step };
  const [pushId, ...rest] = parts;
  if (!pushId || rest.length === 0 || !PUSH_ID.test(pushId)) return null;
  const editStep = rest.length === 1 && rest[0] === 'setup' ? { screen: 'setup' as const } : stepOf(rest);
  return editStep ? { screen: 'composer', pushId, step: editStep } : null;
}

const PUSH_ID = /^[0-9a-fA-F-]{1,64}$/;

function stepOf(parts: string[]): PushStep | null {
  if (parts.length === 0) return { screen: 'setup' };
  const [first, second, third] = parts;
  if (parts.length === 1 && (first === 'cloud' || first === 'recap' || first === 'confirmation')) {
    return { screen: first };
  }
  if (parts.length === 3 && first === 'cloud' && second === 'collections' && third) {
    return { screen: 'collection', collectionId: third };
  }
  return null;
}
