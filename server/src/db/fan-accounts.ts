import type { Kysely } from 'kysely';
import type { Database, FanAccountRow, FanRow } from './schema';

/** The fan account of a verified identity, created on the fan's first authenticated call. */
export async function provisionFanAccount(
  db: Kysely<Database>,
  identity: { sub: string; username: string; name: string },
): Promise<FanAccountRow> {
  await db
    .insertInto('fan_accounts')
    .values(identity)
    .onConflict((oc) => oc.column('sub').doNothing())
    .execute();
  return db.selectFrom('fan_accounts').selectAll().where('sub', '=', identity.sub).executeTakeFirstOrThrow();
}

export function findFanAccountBySub(db: Kysely<Database>, sub: string): Promise<FanAccountRow | undefined> {
  return db.selectFrom('fan_accounts').selectAll().where('sub', '=', sub).executeTakeFirst();
}

export function renameFanAccount(db: Kysely<Database>, accountId: string, name: string) {
  return db
    .updateTable('fan_accounts')
    .set({ name })
    .where('id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The account's row with one creator (its conversation), if the fan ever followed, subscribed or bought. */
export function findFanOfCreator(
  db: Kysely<Database>,
  accountId: string,
  creatorId: string,
): Promise<FanRow | undefined> {
  return db
    .selectFrom('fans')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
}

/** A fan's row with its creator by id (the fan of a sale, of a notice). */
export function findFanById(db: Kysely<Database>, fanId: string): Promise<FanRow> {
  return db.selectFrom('fans').selectAll().where('id', '=', fanId).executeTakeFirstOrThrow();
}

/** The account's row with a creator, created (not following) when there is none yet. */
export async function ensureFanOfCreator(
  db: Kysely<Database>,
  account: FanAccountRow,
  creatorId: string,
): Promise<FanRow> {
  await db
    .insertInto('fans')
    .values({ creator_id: creatorId, account_id: account.id, name: account.name, subscription: null })
    .onConflict((oc) =>
      oc.columns(['account_id', 'creator_id']).where('account_id', 'is not', null).doNothing(),
    )
    .execute();
  const row = await findFanOfCreator(db, account.id, creatorId);
  if (!row) throw new Error('the fan row was not created');
  return row;
}

export function setFollows(db: Kysely<Database>, fanId: string, follows: boolean) {
  return db
    .updateTable('fans')
    .set({ follows })
    .where('id', '=', fanId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every creator the account has a row with, latest activity first. */
export function listFanRows(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('fans')
    .innerJoin('creators', 'creators.id', 'fans.creator_id')
    .selectAll('fans')
    .select([
      'creators.display_name',
      'creators.username',
      'creators.subscription_price_value',
      'creators.subscription_price_currency',
    ])
    .where('fans.account_id', '=', accountId)
    .orderBy('fans.last_activity_at', 'desc')
    .execute();
}

/** A fan of the creator by the fan's id (a conversation's id); another creator's fan is as absent as none. */
export function findCreatorFan(
  db: Kysely<Database>,
  creatorId: string,
  fanId: string,
): Promise<FanRow | undefined> {
  return db
    .selectFrom('fans')
    .selectAll()
    .where('id', '=', fanId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
}

/** The creator's private note on a fan. */
export function setFanNote(db: Kysely<Database>, fanId: string, note: string, at: Date) {
  return db
    .updateTable('fans')
    .set({ note, note_updated_at: at })
    .where('id', '=', fanId)
    .returning(['note', 'note_updated_at'])
    .executeTakeFirstOrThrow();
}

/**
 * A confirmed sale on the fan's figures: one purchase more, the spend in the default currency, the last purchase
 * and activity; a subscription runs until `subscribedUntil`.
 */
export async function recordFanPurchase(
  trx: Kysely<Database>,
  fanId: string,
  purchase: { spend: number; at: Date; subscribedUntil?: Date },
): Promise<void> {
  await trx
    .updateTable('fans')
    .set((eb) => ({
      purchases: eb('purchases', '+', 1),
      lifetime_spend: eb('lifetime_spend', '+', purchase.spend),
      last_purchase_at: purchase.at,
      last_activity_at: eb.fn('greatest', ['last_activity_at', eb.val(purchase.at)]),
      ...(purchase.subscribedUntil
        ? { subscription: 'active' as const, subscribed_until: purchase.subscribedUntil }
        : {}),
    }))
    .where('id', '=', fanId)
    .execute();
}

/** A reversed sale leaves the fan's spend; a reversed subscription ends at once. */
export async function recordFanReversal(
  trx: Kysely<Database>,
  fanId: string,
  reversal: { spend: number; subscription: boolean },
): Promise<void> {
  await trx
    .updateTable('fans')
    .set((eb) => ({
      lifetime_spend: eb('lifetime_spend', '-', reversal.spend),
      ...(reversal.subscription ? { subscription: 'expired' as const, subscribed_until: null } : {}),
    }))
    .where('id', '=', fanId)
    .execute();
}

/** The account's new name, on every creator's row of it too (the name creators see in their inbox). */
export async function renameFanRows(db: Kysely<Database>, accountId: string, name: string): Promise<void> {
  await db.updateTable('fans').set({ name }).where('account_id', '=', accountId).execute();
}
