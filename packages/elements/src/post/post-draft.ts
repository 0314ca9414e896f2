import { type PostForm, postFormStruct } from '@mym/sdk';

/**
 * The post being composed, kept for the browser tab (sessionStorage) until it is published, so that a reload or
 * the trip through the cloud and the steps on separate pages never loses what was typed. One draft per post:
 * `new`, or `{id}@{createdAt}` of the post being edited.
 */
const STORAGE_PREFIX = 'mym-post-draft:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (privacy settings, sandboxed frame): the draft lives only as long as the screen.
    return null;
  }
}

export function loadPostDraft(key: string): PostForm | null {
  const text = storage()?.getItem(STORAGE_PREFIX + key);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const scheduledAt = typeof parsed.scheduledAt === 'string' ? new Date(parsed.scheduledAt) : new Date();
    const draft = postFormStruct.create({ ...parsed, scheduledAt });
    // An upload that was running when the page went away is gone with it: the media must be chosen again.
    return draft.media && 'isLoading' in draft.media && draft.media.isLoading
      ? { ...draft, media: null }
      : draft;
  } catch {
    // A draft from an older shape, or tampered with: start again rather than show a broken form.
    clearPostDraft(key);
    return null;
  }
}

export function savePostDraft(key: string, form: PostForm): void {
  try {
    storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify(form));
  } catch {
    // Quota reached: the draft is a convenience, the form on screen is still whole.
  }
}

export function clearPostDraft(key: string): void {
  storage()?.removeItem(STORAGE_PREFIX + key);
}
