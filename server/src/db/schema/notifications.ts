import type {
  LiveEventType,
  NotificationCategory,
  NotificationData,
  NotificationKind,
} from '@mym/sdk/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** What the creator is told: the event stream, notifications, their preferences and mails. */

export interface LiveEventsTable {
  id: ColumnType<string, never, never>;
  creator_id: string | null;
  account_id: string | null;
  type: LiveEventType;
  conversation_id: string | null;
  message_id: string | null;
  entry_id: string | null;
  notification_id?: string | null;
  at: ColumnType<Date, Date | undefined, never>;
}

export interface NotificationsTable {
  id: Generated<string>;
  creator_id: string;
  kind: NotificationKind;
  category: NotificationCategory;
  group_key: string;
  /** What the notification says, and `actor` (the fan it came from) which groups count once each. */
  data: ColumnType<NotificationData & { actor?: string }, string, string>;
  mandatory: boolean;
  in_app: boolean;
  created_at: ColumnType<Date, Date | undefined, never>;
  read_at: Date | null;
}

export interface NotificationPreferencesTable {
  creator_id: string;
  channels: ColumnType<
    Partial<Record<NotificationCategory, { inApp: boolean; email: boolean }>>,
    string,
    string
  >;
  quiet_start: number | null;
  quiet_end: number | null;
  daily_digest: boolean;
  version: Generated<number>;
}

export interface NotificationMailsTable {
  id: Generated<string>;
  notification_id: string;
  creator_id: string;
  channel: 'email';
  digest: boolean;
  due_at: Date;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: Date | null;
  failed_at: Date | null;
}

/** A device a creator signed in from; with a token family (`origin_jti`), one signed-in session. */
export interface SignInDevicesTable {
  creator_id: string;
  /** The session's `origin_jti`, or for tokens without one a hash of the browser and system. */
  device_key: string;
  label: string;
  origin_jti: string | null;
  user_agent: Generated<string>;
  first_seen_at: ColumnType<Date, Date | undefined, never>;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  revoked_at: Date | null;
}
export type SignInDeviceRow = Selectable<SignInDevicesTable>;
