import type { Availability, Booking, Consultation, ConsultationCreatePayload } from '@mym/sdk/contract';
import { type Kysely, sql } from 'kysely';
import type { ListPage } from '../http/paging';
import type { Database } from './schema';
import { inTransaction } from './transactions';

/** Days (UTC) between two days, both included, on which the creator has bookings (spec 7). */
export async function listBookingDays(
  db: Kysely<Database>,
  creatorId: string,
  startDate: string,
  endDate: string,
) {
  const day = sql<string>`to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('bookings')
    .select(day.as('day'))
    .distinct()
    .where('creator_id', '=', creatorId)
    .where('starts_at', '>=', sql<Date>`${startDate}::date at time zone 'UTC'`)
    .where('starts_at', '<', sql<Date>`(${endDate}::date + 1) at time zone 'UTC'`)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

/** The creator's bookings starting on one day (UTC), earliest first (spec 7 `GET /bookings/search`). */
export async function listBookingsOn(
  db: Kysely<Database>,
  creatorId: string,
  date: string,
): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .where('starts_at', '>=', sql<Date>`${date}::date at time zone 'UTC'`)
    .where('starts_at', '<', sql<Date>`(${date}::date + 1) at time zone 'UTC'`)
    .orderBy('starts_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    consultationId: row.consultation_id,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    attendeeName: row.attendee_name,
  }));
}

export async function deleteBooking(db: Kysely<Database>, creatorId: string, id: string) {
  const result = await db
    .deleteFrom('bookings')
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findConsultations(
  db: Kysely<Database>,
  creatorId: string,
  id?: string,
  page?: ListPage,
): Promise<Consultation[]> {
  let query = db.selectFrom('consultations').selectAll().where('creator_id', '=', creatorId);
  if (id) query = query.where('id', '=', id);
  query = query.orderBy('created_at').orderBy('id');
  if (page) query = query.limit(page.limit + 1).offset(page.offset);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    duration: row.duration_seconds,
    price: { value: row.price_value, currency: row.price_currency },
    createdAt: row.created_at.toISOString(),
  }));
}

function consultationColumns(payload: Partial<ConsultationCreatePayload>) {
  return {
    title: payload.title?.trim(),
    description: payload.description,
    duration_seconds: payload.duration,
    price_value: payload.price?.value,
    price_currency: payload.price?.currency,
  };
}

export async function insertConsultation(
  db: Kysely<Database>,
  creatorId: string,
  payload: ConsultationCreatePayload,
) {
  const { id } = await db
    .insertInto('consultations')
    .values({
      creator_id: creatorId,
      title: payload.title.trim(),
      description: payload.description,
      duration_seconds: payload.duration,
      price_value: payload.price.value,
      price_currency: payload.price.currency,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
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

export async function deleteConsultation(db: Kysely<Database>, creatorId: string, id: string) {
  const result = await db
    .deleteFrom('consultations')
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Opening hours before the creator set any: none, in the product's home time zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

export async function findAvailability(db: Kysely<Database>, creatorId: string): Promise<Availability> {
  const head = await db
    .selectFrom('availabilities')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  const slots = await db
    .selectFrom('availability_slots')
    .select(['weekday', 'start_time', 'end_time'])
    .where('creator_id', '=', creatorId)
    .orderBy('position')
    .execute();
  return {
    timeZone: head?.time_zone ?? DEFAULT_TIME_ZONE,
    slots: slots.map((slot) => ({ weekday: slot.weekday, start: slot.start_time, end: slot.end_time })),
  };
}

/** Replaces the weekly opening hours as a whole. */
export async function replaceAvailability(
  db: Kysely<Database>,
  creatorId: string,
  availability: Availability,
) {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('availabilities')
      .values({ creator_id: creatorId, time_zone: availability.timeZone })
      .onConflict((oc) => oc.column('creator_id').doUpdateSet({ time_zone: availability.timeZone }))
      .execute();
    await trx.deleteFrom('availability_slots').where('creator_id', '=', creatorId).execute();
    if (availability.slots.length === 0) return;
    await trx
      .insertInto('availability_slots')
      .values(
        availability.slots.map((slot, position) => ({
          creator_id: creatorId,
          position,
          weekday: slot.weekday,
          start_time: slot.start,
          end_time: slot.end,
        })),
      )
      .execute();
  });
}
