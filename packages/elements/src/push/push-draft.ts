import { type PushForm, pushFormStruct } from '@mym/sdk';

/**
 * The push being composed, kept for the browser tab (sessionStorage) so that a reload, or the creator's trip
 * through the cloud and the recap on separate pages, never loses what was typed. One draft per push: `new`, or
 * the id being edited.
 */
const STORAGE_PREFIX = 'mym-push-draft:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (privacy settings, sandboxed frame): the draft lives only as long as the screen.
    return null;
  }
}

export function loadPushDraft(key: string): PushForm | null {
  const text = storage()?.getItem(STORAGE_PREFIX + key);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const scheduledAt = typeof parsed.scheduledAt === 'string' ? new Date(parsed.scheduledAt) : null;
    const draft = pushFormStruct.create({ ...parsed, scheduledAt });
    // An upload that was running when the page went away is gone with it: the teaser must be chosen again.
    return draft.teaser && 'isLoading' in draft.teaser && draft.teaser.isLoading
      ? { ...draft, teaser: null }
      : draft;
  } catch {
    // A draft from an older shape, or tampered with: start again rather than show a broken form.
    clearPushDraft(key);
    return null;
  }
}

export function savePushDraft(key: string, form: PushForm): void {
  try {
    storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify(form));
  } catch {
    // Quota reached: the draft is a convenience, the form on screen is still whole.
  }
}

export function clearPushDraft(key: string): void {
  storage()?.removeItem(STORAGE_PREFIX + key);
}
