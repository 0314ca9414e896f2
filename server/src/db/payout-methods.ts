import type { Kysely } from 'kysely';
import type { Database, PayoutMethodRow } from './schema';

export async function findPayoutMethod(
  db: Kysely<Database>,
  creatorId: string,
): Promise<PayoutMethodRow | undefined> {
  return db.selectFrom('payout_methods').selectAll().where('creator_id', '=', creatorId).executeTakeFirst();
}

/** Sets (or replaces) the creator's payout method; payouts hold until `heldUntil`. */
export async function savePayoutMethod(
  db: Kysely<Database>,
  creatorId: string,
  method: { iban: string; holderName: string; changedAt: Date; heldUntil: Date },
): Promise<PayoutMethodRow> {
  const values = {
    iban: method.iban,
    holder_name: method.holderName,
    changed_at: method.changedAt,
    payouts_held_until: method.heldUntil,
  };
  return db
    .insertInto('payout_methods')
    .values({ creator_id: creatorId, ...values })
    .onConflict((oc) => oc.column('creator_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * What a payouts job asks before paying a creator: the instant payouts may resume after the last change of the
 * payout method, or null when nothing holds them (no method changed within the cool-down).
 */
export async function payoutsHeldUntil(db: Kysely<Database>, creatorId: string, now = new Date()) {
  const row = await db
    .selectFrom('payout_methods')
    .select('payouts_held_until')
    .where('creator_id', '=', creatorId)
    .where('payouts_held_until', '>', now)
    .executeTakeFirst();
  return row?.payouts_held_until ?? null;
}
