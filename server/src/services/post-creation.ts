import type { PostCreatePayload } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { insertPost } from '../db/posts';
import type { CreatorRow, Database } from '../db/schema';
import { rejectIfInvalid } from '../http/validation';
import { postPayloadErrors } from './post-validation';

/** Creates a post, published at its date or now when it has none, once it passes the post rules; answers its id. */
export async function createPost(
  db: Kysely<Database>,
  creator: Pick<CreatorRow, 'id' | 'time_zone'>,
  payload: PostCreatePayload,
  now: Date,
): Promise<string> {
  rejectIfInvalid(await postPayloadErrors(db, creator, payload, now));
  return insertPost(db, creator.id, payload, now);
}
