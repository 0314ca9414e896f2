import { type PostCreatePayload, type PostUpdatePayload, postRecordToPayload } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { findPostRows, updatePost } from '../db/posts';
import type { CreatorRow, Database } from '../db/schema';
import { notFound } from '../http/route-catalog';
import { definedFields, rejectIfInvalid } from '../http/validation';
import type { MediaUrls } from '../media/media-urls';
import { presentPost } from '../presenters/post';
import { postPayloadErrors } from './post-validation';

/** Changes some fields of a post: the merged post passes the same rules as a new one. */
export async function editPost(
  deps: { db: Kysely<Database>; mediaUrls: MediaUrls },
  creator: Pick<CreatorRow, 'id' | 'time_zone'>,
  id: string,
  changes: PostUpdatePayload,
  now: Date,
): Promise<void> {
  const [row] = await findPostRows(deps.db, creator.id, { id });
  if (!row) throw notFound();
  const stored = presentPost(row, deps.mediaUrls);
  const merged: PostCreatePayload = { ...postRecordToPayload(stored), ...definedFields(changes) };
  const errors = await postPayloadErrors(deps.db, creator, merged, now);
  // A stored date may have passed since: the date rule applies only when the date is being changed.
  if (changes.scheduledAt === undefined) delete errors.scheduledAt;
  rejectIfInvalid(errors);
  await updatePost(deps.db, stored.id, merged, now);
}
