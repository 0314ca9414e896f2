import { type PostForm, postFormStruct } from '@mym/sdk';
import { formDraft } from '../composer/form-draft';

/** The post being composed, kept for the tab (see `formDraft`). */
export const postDraft = formDraft<PostForm>('post', (stored) => {
  const scheduledAt = typeof stored.scheduledAt === 'string' ? new Date(stored.scheduledAt) : new Date();
  const draft = postFormStruct.create({ ...stored, scheduledAt });
  // An upload that was running when the page went away is gone with it: the media must be chosen again.
  return draft.media && 'isLoading' in draft.media && draft.media.isLoading
    ? { ...draft, media: null }
    : draft;
});
