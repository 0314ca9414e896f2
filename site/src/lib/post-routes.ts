import type { PostStep } from '@mym/elements';
import { APP_BASE_PATH } from '@mym/sdk';
import { ROUTES } from './routes';

/**
 * The post wizard of spec 2 ("/post/*") and the post pages, relative to the app base: the editor creates at
 * `/post` and edits at `/post/{id}`; the steps, the cloud, a collection and the confirmation follow it
 * (`/post/details`, `/post/{id}/recap`, `/post/cloud/collections/{id}`); one post is `/posts/{id}`.
 */

export interface PostWizardRoute {
  postId?: string;
  step: PostStep;
}

const SIMPLE_SCREENS = ['media', 'details', 'schedule', 'recap', 'cloud', 'confirmation'] as const;
type SimpleScreen = (typeof SIMPLE_SCREENS)[number];

const ID_PATTERN = /^[0-9a-fA-F-]{1,64}$/;

/** A wizard screen's path from what it shows. */
export function postPath(step: PostStep, postId?: string): string {
  const create = ROUTES.createPost.path;
  const base = postId ? `${create}/${encodeURIComponent(postId)}` : create;
  if (step.screen === 'editor') return base;
  if (step.screen === 'collection')
    return `${base}/cloud/collections/${encodeURIComponent(step.collectionId)}`;
  return `${base}/${step.screen}`;
}

/** What a path under `/post` shows, or null when it names no wizard screen (the nothing-here page). */
export function parsePostPath(route: string): PostWizardRoute | null {
  const trimmed = route.replace(/\/+$/, '');
  const create = ROUTES.createPost.path;
  if (trimmed !== create && !trimmed.startsWith(`${create}/`)) return null;
  const parts = trimmed.slice(create.length).split('/').filter(Boolean).map(decodeURIComponent);
  const step = stepOf(parts);
  if (step) return { step };
  const [postId, ...rest] = parts;
  if (!postId || !ID_PATTERN.test(postId)) return null;
  const editStep = stepOf(rest);
  return editStep ? { postId, step: editStep } : null;
}

function stepOf(parts: string[]): PostStep | null {
  if (parts.length === 0) return { screen: 'editor' };
  const [first, second, third] = parts;
  if (parts.length === 1 && (SIMPLE_SCREENS as readonly string[]).includes(first ?? '')) {
    return { screen: first as SimpleScreen };
  }
  if (parts.length === 3 && first === 'cloud' && second === 'collections' && third) {
    return { screen: 'collection', collectionId: third };
  }
  return null;
}

/** One post's page (`/app/posts/{id}`). */
export function postPageHref(postId: string): string {
  return `${APP_BASE_PATH}${ROUTES.posts.path}/${encodeURIComponent(postId)}`;
}

/** The post id a `/posts/{id}` page names, or null for anything else. */
export function postIdOf(param: string | undefined): string | null {
  return param && ID_PATTERN.test(param) ? param : null;
}
