import type { Booking } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { recordNotification } from './notifications';

/** A fan booked a consultation: the creator is told who, what and when. */
export function notifyBooking(db: Kysely<Database>, creatorId: string, booking: Booking, at: Date) {
  return recordNotification(db, {
    creatorId,
    kind: 'booking',
    groupKey: `booking:${booking.id}`,
    at,
    data: { fanName: booking.attendeeName, title: booking.consultationTitle, startsAt: booking.startsAt },
  });
}
