import type { NotificationPreferences } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { recordLiveEvents } from '../db/live-events';
import {
  findNotificationPreferences,
  markNotificationsRead,
  saveNotificationPreferences,
  unreadNotificationCount,
} from '../db/notifications';
import type { Database, NotificationPreferencesRow } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { ApiError } from '../http/errors';
import { clockToMinutes } from './notification-timing';

/**
 * Marks one group (or everything) read and tells the creator's other open screens, so every bell drops at once;
 * answers the unread count left.
 */
export function markRead(
  db: Kysely<Database>,
  creatorId: string,
  groupKey: string | undefined,
  now: Date,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const changed = await markNotificationsRead(trx, creatorId, groupKey, now);
    if (changed > 0) {
      await recordLiveEvents(trx, [
        {
          type: 'notification.read',
          creator_id: creatorId,
          account_id: null,
          conversation_id: null,
          message_id: null,
          entry_id: null,
        },
      ]);
    }
    return unreadNotificationCount(trx, creatorId);
  });
}

const STALE_PREFERENCES = () =>
  new ApiError(
    409,
    'preferences_changed',
    'These preferences changed since they were read; load them again before saving',
  );

/** Saves the creator's choices when they were read at the stored version. */
export async function savePreferences(
  db: Kysely<Database>,
  creatorId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferencesRow> {
  const stored = await findNotificationPreferences(db, creatorId);
  if (preferences.version !== (stored?.version ?? 1)) throw STALE_PREFERENCES();
  const saved = await saveNotificationPreferences(db, creatorId, preferences.version, {
    channels: preferences.channels,
    quiet_start: preferences.quietHours ? clockToMinutes(preferences.quietHours.start) : null,
    quiet_end: preferences.quietHours ? clockToMinutes(preferences.quietHours.end) : null,
    daily_digest: preferences.dailyDigest,
  });
  if (!saved) throw STALE_PREFERENCES();
  return saved;
}
