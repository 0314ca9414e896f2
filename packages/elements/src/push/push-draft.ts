import { type PushForm, pushFormStruct } from '@mym/sdk';
import { formDraft } from '../composer/form-draft';

/** The push being composed, kept for the tab (see `formDraft`). */
export const pushDraft = formDraft<PushForm>('push', (stored) => {
  const scheduledAt = typeof stored.scheduledAt === 'string' ? new Date(stored.scheduledAt) : null;
  const draft = pushFormStruct.create({ ...stored, scheduledAt });
  // An upload that was running when the page went away is gone with it: the teaser must be chosen again.
  return draft.teaser && 'isLoading' in draft.teaser && draft.teaser.isLoading
    ? { ...draft, teaser: null }
    : draft;
});
