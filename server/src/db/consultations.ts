import type { ConsultationCreatePayload } from '@mym/sdk/contract';
import type { Kysely, Selectable } from 'kysely';
import type { ListPage } from '../http/paging';
import { hasRoomFor } from './creator-counts';
import type { ConsultationsTable, Database } from './schema';
import { inTransaction } from './transactions';

/** A consultation as stored (`presenters/consultation.ts` makes it the API's record). */
export type ConsultationRow = Selectable<ConsultationsTable>;

export async function findConsultations(
  db: Kysely<Database>,
  creatorId: string,
  id?: string,
  page?: ListPage,
): Promise<ConsultationRow[]> {
  let query = db
    .selectFrom('consultations')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .where('deleted_at', 'is', null);
  if (id) query = query.where('id', '=', id);
  query = query.orderBy('created_at').orderBy('id');
  if (page) query = query.limit(page.limit + 1).offset(page.offset);
  return query.execute();
}

/** A consultation fans can book: active; with its creator, whoever asks (public booking). */
export function findBookableConsultation(
  db: Kysely<Database>,
  id: string,
): Promise<ConsultationRow | undefined> {
  return db
    .selectFrom('consultations')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The active consultations of a creator, for fans. */
export function findActiveConsultations(db: Kysely<Database>, creatorId: string): Promise<ConsultationRow[]> {
  return db
    .selectFrom('consultations')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .where('active', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(100)
    .execute();
}

function consultationColumns(payload: Partial<ConsultationCreatePayload>) {
  return {
    title: payload.title?.trim(),
    description: payload.description,
    duration_seconds: payload.duration,
    price_value: payload.price?.value,
    price_currency: payload.price?.currency,
    active: payload.active,
  };
}

/** Creates a consultation unless the creator already has `max` of them (then answers null). */
export async function insertConsultation(
  db: Kysely<Database>,
  creatorId: string,
  payload: ConsultationCreatePayload,
  max = Number.POSITIVE_INFINITY,
) {
  return inTransaction(db, async (trx) => {
    if (!(await hasRoomFor(trx, 'consultations', creatorId, max))) return null;
    const { id } = await trx
      .insertInto('consultations')
      .values({
        creator_id: creatorId,
        title: payload.title.trim(),
        description: payload.description,
        duration_seconds: payload.duration,
        price_value: payload.price.value,
        price_currency: payload.price.currency,
        active: payload.active ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

export async function updateConsultation(
  db: Kysely<Database>,
  id: string,
  payload: Partial<ConsultationCreatePayload>,
) {
  const columns = consultationColumns(payload);
  if (Object.values(columns).every((value) => value === undefined)) return;
  await db.updateTable('consultations').set(columns).where('id', '=', id).execute();
}

/**
 * Deletes a consultation for the creator: it leaves every list and can no longer be booked, but its row stays
 * (archived) so that its past bookings keep showing what they were.
 */
export async function archiveConsultation(db: Kysely<Database>, creatorId: string, id: string, now: Date) {
  const result = await db
    .updateTable('consultations')
    .set({ deleted_at: now, active: false })
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
