import {
  MANDATORY_NOTIFICATION_KINDS,
  NOTIFICATION_CATEGORY_OF,
  type NotificationCategory,
  type NotificationData,
  type NotificationKind,
} from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { recordLiveEvents } from '../db/live-events';
import {
  creatorForNotifications,
  findNotificationPreferences,
  insertNotification,
  queueNotificationMail,
} from '../db/notifications';
import type { Database, NotificationPreferencesRow, NotificationRow } from '../db/schema';
import { hourOf, localDay, mailDueAt } from './notification-timing';

/** What a step of the API records when something happens to a creator. */
export interface NewNotification {
  creatorId: string;
  kind: NotificationKind;
  /**
   * Notifications sharing a key show as one group ("12 fans bought Sunset · 84 EUR in the last hour"): put in it
   * what they share (the item, the hour or the creator's day; see `hourOf` and `localDay`). Absent: a group alone.
   */
  groupKey?: string;
  /**
   * Also group by the hour ("in the last hour") or by the creator's day in their zone ("today"): the bucket is
   * added to the key.
   */
  per?: 'hour' | 'day';
  data: NotificationData;
  /** The fan (or other party) it came from: a group counts each one once. */
  actor?: string;
  /** When it happened; now by default. */
  at?: Date;
}

export const isMandatoryKind = (kind: NotificationKind) => MANDATORY_NOTIFICATION_KINDS.includes(kind);

function groupKeyOf(notification: NewNotification, at: Date, timeZone: string): string {
  const key = notification.groupKey ?? `${notification.kind}:${crypto.randomUUID()}`;
  if (notification.per === 'hour') return `${key}@${hourOf(at)}`;
  if (notification.per === 'day') return `${key}@${localDay(at, timeZone)}`;
  return key;
}

/** A category's channels as the creator chose them; every channel is on until they say otherwise. */
export function channelsOf(
  preferences: NotificationPreferencesRow | undefined,
  category: NotificationCategory,
) {
  return preferences?.channels[category] ?? { inApp: true, email: true };
}

/**
 * Records a notification in the caller's transaction (the sale, message or booking that caused it commits with
 * it, or neither does), as the creator's preferences say: shown in the app (and told to their open screens
 * through the event stream), and queued once for email, due at once, after their quiet hours or with the next
 * daily digest. Security and payment alerts (MANDATORY_NOTIFICATION_KINDS) go to every channel at once whatever
 * the preferences. The mail itself leaves after the commit (jobs/notification-mailer.ts). Answers the row, or
 * undefined when the creator turned every channel of this kind off (or the creator is gone).
 */
export async function recordNotification(
  db: Kysely<Database>,
  notification: NewNotification,
): Promise<NotificationRow | undefined> {
  const creator = await creatorForNotifications(db, notification.creatorId);
  if (!creator) return undefined;
  const category = NOTIFICATION_CATEGORY_OF[notification.kind];
  const mandatory = isMandatoryKind(notification.kind);
  const preferences = await findNotificationPreferences(db, creator.id);
  const chosen = mandatory ? { inApp: true, email: true } : channelsOf(preferences, category);
  const mailed = chosen.email && creator.email !== null;
  if (!chosen.inApp && !mailed) return undefined;
  const at = notification.at ?? new Date();
  const data = { ...notification.data, ...(notification.actor ? { actor: notification.actor } : {}) };
  const row = await insertNotification(db, {
    creator_id: creator.id,
    kind: notification.kind,
    category,
    group_key: groupKeyOf(notification, at, creator.time_zone),
    data: JSON.stringify(data),
    mandatory,
    in_app: chosen.inApp,
    created_at: at,
  });
  if (mailed) {
    const digest = !mandatory && (preferences?.daily_digest ?? false);
    const quiet =
      !mandatory && preferences?.quiet_start != null && preferences.quiet_end != null
        ? { start: preferences.quiet_start, end: preferences.quiet_end }
        : null;
    await queueNotificationMail(db, {
      notification_id: row.id,
      creator_id: creator.id,
      channel: 'email',
      digest,
      due_at: mailDueAt(at, { timeZone: creator.time_zone, quiet, digest }),
      last_error: null,
      sent_at: null,
      failed_at: null,
    });
  }
  if (chosen.inApp) {
    await recordLiveEvents(db, [
      {
        type: 'notification.created',
        creator_id: creator.id,
        account_id: null,
        conversation_id: null,
        message_id: null,
        entry_id: null,
        notification_id: row.id,
      },
    ]);
  }
  return row;
}
