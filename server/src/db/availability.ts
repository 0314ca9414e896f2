import type { Availability } from '@mym/sdk/contract';
import type { Kysely, Selectable } from 'kysely';
import { runPrepared } from './prepared-statements';
import type { AvailabilitiesTable, Database } from './schema';
import { inTransaction } from './transactions';

/** Opening hours before the creator set any: none, in the product's home time zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/**
 * The creator's availability as stored: its settings (undefined until set) and its weekly hours in their order
 * (`presenters/availability.ts` makes it the API's record, with the defaults).
 */
export interface AvailabilityRows {
  settings: Selectable<AvailabilitiesTable> | undefined;
  slots: { weekday: number; start_time: string; end_time: string }[];
}

export async function findAvailability(db: Kysely<Database>, creatorId: string): Promise<AvailabilityRows> {
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
  return { settings: head, slots };
}

/** The zone the creator's availability is set in (the default until set): one read for the calls needing no more. */
export async function findAvailabilityTimeZone(db: Kysely<Database>, creatorId: string): Promise<string> {
  const [head] = await runPrepared(db, 'availability:time-zone', { creatorId }, (arg) =>
    db.selectFrom('availabilities').select('time_zone').where('creator_id', '=', arg.creatorId),
  );
  return head?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Replaces the availability as a whole. */
export async function replaceAvailability(
  db: Kysely<Database>,
  creatorId: string,
  availability: Availability,
) {
  const settings = {
    time_zone: availability.timeZone,
    buffer_before_minutes: availability.bufferBeforeMinutes,
    buffer_after_minutes: availability.bufferAfterMinutes,
    minimum_notice_minutes: availability.minimumNoticeMinutes,
    booking_window_days: availability.bookingWindowDays,
    overrides: JSON.stringify([...availability.overrides].sort((a, b) => a.date.localeCompare(b.date))),
  };
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('availabilities')
      .values({ creator_id: creatorId, ...settings })
      .onConflict((oc) => oc.column('creator_id').doUpdateSet(settings))
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
