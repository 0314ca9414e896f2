import type { CalendarFailure } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { markConnectionFailed } from '../db/calendar-connections';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { recordNotification } from './notifications';

/**
 * Records what a failed calendar call says of the connection and, when it is the call that switched a synced
 * calendar off, tells the creator in the same transaction (once a day per calendar at most: it is one group).
 */
export function recordCalendarFailure(
  db: Kysely<Database>,
  connectionId: string,
  failure: CalendarFailure,
  at: Date,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const switchedOff = await markConnectionFailed(trx, connectionId, failure);
    if (!switchedOff) return;
    await recordNotification(trx, {
      creatorId: switchedOff.creator_id,
      kind: 'calendar_unsynced',
      groupKey: `calendar_unsynced:${connectionId}`,
      per: 'day',
      at,
      data: { title: switchedOff.provider, reason: failure },
    });
  });
}
