import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Takes the creator's row lock for the rest of the caller's transaction: a creator's count-then-create steps
 * (a cap, the storage quota) then run one after the other, so two requests at once cannot both see room for one.
 */
export async function lockCreator(trx: Kysely<Database>, creatorId: string): Promise<void> {
  await trx.selectFrom('creators').select('id').where('id', '=', creatorId).forUpdate().execute();
}

/** How many rows of `table` the creator owns. */
export async function ownedCount(
  trx: Kysely<Database>,
  table: 'collections' | 'playlists' | 'consultations' | 'medias',
  creatorId: string,
): Promise<number> {
  if (table === 'consultations') {
    // A deleted consultation is archived for its bookings' history: it no longer takes a place in the catalog.
    const { n } = await trx
      .selectFrom('consultations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('creator_id', '=', creatorId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  }
  const { n } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Locks the creator and answers whether one more row of `table` stays within `max`. */
export async function hasRoomFor(
  trx: Kysely<Database>,
  table: 'collections' | 'playlists' | 'consultations',
  creatorId: string,
  max: number,
): Promise<boolean> {
  await lockCreator(trx, creatorId);
  return (await ownedCount(trx, table, creatorId)) < max;
}
