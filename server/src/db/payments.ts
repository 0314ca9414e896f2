import type { PaymentState } from '@mym/sdk/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PaymentsTable } from './schema';

/** Opens a payment the platform's payment service will confirm (or not). */
export function insertPayment(db: Kysely<Database>, values: Insertable<PaymentsTable>) {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Payments that will never be confirmed (what they paid for is gone): a later confirmation is refused. */
export async function closePendingPayments(db: Kysely<Database>, ids: readonly string[]) {
  await db
    .updateTable('payments')
    .set({ state: 'declined' })
    .where('id', 'in', ids)
    .where('state', '=', 'pending')
    .execute();
}

export function findPayment(db: Kysely<Database>, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payment, locked until the caller's transaction ends: two events of one payment are recorded one after the other. */
export function lockPayment(trx: Kysely<Database>, id: string) {
  return trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setPaymentState(trx: Kysely<Database>, id: string, state: PaymentState): Promise<void> {
  await trx.updateTable('payments').set({ state }).where('id', '=', id).execute();
}

/** A payment of one of the account's fan rows, or nothing when it is another account's. */
export function findAccountPayment(db: Kysely<Database>, accountId: string, id: string) {
  return db
    .selectFrom('payments')
    .innerJoin('fans', 'fans.id', 'payments.fan_id')
    .selectAll('payments')
    .where('payments.id', '=', id)
    .where('fans.account_id', '=', accountId)
    .executeTakeFirst();
}
