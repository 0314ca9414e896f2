import {
  NOTIFICATION_CATEGORIES,
  type NotificationData,
  type NotificationGroup,
  type NotificationPreferences,
} from '@mym/sdk/contract';
import type { NotificationGroupRow } from '../db/notifications';
import type { NotificationPreferencesRow } from '../db/schema';
import { minutesToClock } from '../services/notification-timing';
import { channelsOf } from '../services/notifications';

/** What a notification says, without the `actor` a group counts by (a fan's id is not the creator's to read). */
function presentData(data: NotificationGroupRow['data']): NotificationData {
  const { actor: _actor, ...said } = data;
  return said;
}

export function toNotificationGroup(row: NotificationGroupRow): NotificationGroup {
  return {
    groupKey: row.group_key,
    kind: row.kind,
    category: row.category,
    mandatory: row.mandatory,
    count: row.count,
    actors: row.actors,
    unread: row.unread,
    amount:
      row.amount_value === null || row.amount_currency === null
        ? null
        : { value: row.amount_value, currency: row.amount_currency },
    data: presentData(row.data),
    latestId: row.latest_id,
    latestAt: row.latest_at.toISOString(),
    earliestAt: row.earliest_at.toISOString(),
    day: row.day,
  };
}

export function toNotificationPreferences(
  row: NotificationPreferencesRow | undefined,
): NotificationPreferences {
  const channels = Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((category) => [category, channelsOf(row, category)]),
  ) as NotificationPreferences['channels'];
  return {
    channels,
    quietHours:
      row?.quiet_start != null && row.quiet_end != null
        ? { start: minutesToClock(row.quiet_start), end: minutesToClock(row.quiet_end) }
        : null,
    dailyDigest: row?.daily_digest ?? false,
    version: row?.version ?? 1,
  };
}
