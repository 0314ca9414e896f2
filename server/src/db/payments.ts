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
