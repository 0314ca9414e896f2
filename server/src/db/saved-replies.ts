import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The creator's saved replies, oldest first. */
export function listSavedReplies(db: Kysely<Database>, creatorId: string) {
  return db
    .selectFrom('saved_replies')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countSavedReplies(db: Kysely<Database>, creatorId: string): Promise<number> {
  const { count } = await db
    .selectFrom('saved_replies')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function insertSavedReply(db: Kysely<Database>, creatorId: string, text: string) {
  return db
    .insertInto('saved_replies')
    .values({ creator_id: creatorId, text })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** False when the reply is not the creator's (or is gone). */
export async function deleteSavedReply(
  db: Kysely<Database>,
  creatorId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_replies')
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
