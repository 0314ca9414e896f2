import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What one creator may keep in the cloud unless configured otherwise (`STORAGE_QUOTA_BYTES`): 50 GB. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 50 * 1024 ** 3;

/** Bytes of the creator's stored medias. */
export async function storedBytes(db: Kysely<Database>, creatorId: string): Promise<number> {
  const row = await db
    .selectFrom('medias')
    .select((eb) => eb.fn.sum<string | number | null>('size_bytes').as('used'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(row.used ?? 0);
}
