import { AVAILABILITY_DEFAULTS, type Availability, type DateOverride } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { runPrepared } from './prepared-statements';
import type { Database } from './schema';
import { inTransaction } from './transactions';

/** Opening hours before the creator set any: none, in the product's home time zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** The creator's availability (weekly hours, overrides, buffers, notice, window); defaults until set. */
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
  const weekly = slots.map((slot) => ({ weekday: slot.weekday, start: slot.start_time, end: slot.end_time }));
  if (!head) return { timeZone: DEFAULT_TIME_ZONE, slots: weekly, overrides: [], ...AVAILABILITY_DEFAULTS };
  const overrides = typeof head.overrides === 'string' ? JSON.parse(head.overrides) : head.overrides;
  return {
    timeZone: head.time_zone,
    slots: weekly,
    overrides: overrides as DateOverride[],
    bufferBeforeMinutes: head.buffer_before_minutes,
    bufferAfterMinutes: head.buffer_after_minutes,
    minimumNoticeMinutes: head.minimum_notice_minutes,
    bookingWindowDays: head.booking_window_days,
  };
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
