import type { NotificationCategory } from '@mym/sdk/contract';
import { type Insertable, type Kysely, sql } from 'kysely';
import type {
  Database,
  NotificationMailsTable,
  NotificationPreferencesRow,
  NotificationRow,
  NotificationsTable,
} from './schema';

/** All the SQL of the notifications, the creator's choices about them, and their mail outbox. */

export type NewNotificationRow = Insertable<NotificationsTable>;

export function insertNotification(db: Kysely<Database>, row: NewNotificationRow): Promise<NotificationRow> {
  return db.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
}

/** One mail per notification and channel: a second insert of the same pair writes nothing. */
export async function queueNotificationMail(
  db: Kysely<Database>,
  row: Insertable<NotificationMailsTable>,
): Promise<void> {
  await db
    .insertInto('notification_mails')
    .values(row)
    .onConflict((oc) => oc.columns(['notification_id', 'channel']).doNothing())
    .execute();
}

export function findNotificationPreferences(
  db: Kysely<Database>,
  creatorId: string,
): Promise<NotificationPreferencesRow | undefined> {
  return db
    .selectFrom('notification_preferences')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
}

export interface PreferenceValues {
  channels: NotificationPreferencesRow['channels'];
  quiet_start: number | null;
  quiet_end: number | null;
  daily_digest: boolean;
}

/**
 * Writes the creator's choices when `version` is the stored one (the first write stores version 2, the defaults
 * being version 1); answers the new row, or undefined for a stale version.
 */
export async function saveNotificationPreferences(
  db: Kysely<Database>,
  creatorId: string,
  version: number,
  values: PreferenceValues,
): Promise<NotificationPreferencesRow | undefined> {
  const stored = { ...values, channels: JSON.stringify(values.channels) };
  return db
    .insertInto('notification_preferences')
    .values({ creator_id: creatorId, ...stored, version: 2 })
    .onConflict((oc) =>
      oc
        .column('creator_id')
        .doUpdateSet((eb) => ({ ...stored, version: eb('notification_preferences.version', '+', 1) }))
        .where('notification_preferences.version', '=', version),
    )
    .returningAll()
    .executeTakeFirst();
}

export interface NotificationGroupRow {
  group_key: string;
  kind: NotificationRow['kind'];
  category: NotificationCategory;
  mandatory: boolean;
  count: number;
  actors: number;
  unread: number;
  amount_value: number | null;
  amount_currency: string | null;
  data: NotificationRow['data'];
  latest_id: string;
  latest_at: Date;
  earliest_at: Date;
  day: string;
}

/**
 * One page of the creator's groups, read by one query: unread groups first, then the newest; counts, distinct
 * fans, summed amounts and the latest row's data per group key; `day` is the latest row's day in `timeZone`.
 */
export async function notificationGroups(
  db: Kysely<Database>,
  creatorId: string,
  options: { category?: NotificationCategory; offset: number; limit: number; timeZone: string },
): Promise<NotificationGroupRow[]> {
  const category = options.category ? sql`and category = ${options.category}` : sql``;
  const { rows } = await sql<NotificationGroupRow>`
    select group_key,
      max(kind) as kind,
      max(category) as category,
      bool_or(mandatory) as mandatory,
      count(*)::int as count,
      count(distinct coalesce(data->>'actor', id::text))::int as actors,
      (count(*) filter (where read_at is null))::int as unread,
      sum((data->'amount'->>'value')::bigint)::bigint as amount_value,
      max(data->'amount'->>'currency') as amount_currency,
      (array_agg(data order by created_at desc, id desc))[1] as data,
      (array_agg(id order by created_at desc, id desc))[1] as latest_id,
      max(created_at) as latest_at,
      min(created_at) as earliest_at,
      to_char(max(created_at) at time zone ${options.timeZone}, 'YYYY-MM-DD') as day
    from notifications
    where creator_id = ${creatorId} and in_app ${category}
    group by group_key
    order by (count(*) filter (where read_at is null) > 0) desc, max(created_at) desc, group_key
    limit ${options.limit} offset ${options.offset}`.execute(db);
  return rows.map((row) => ({
    ...row,
    amount_value: row.amount_value === null ? null : Number(row.amount_value),
  }));
}

export async function unreadNotificationCount(db: Kysely<Database>, creatorId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('creator_id', '=', creatorId)
    .where('in_app', '=', true)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks read one group (every row sharing the key) or, without a key, all; answers how many changed. */
export async function markNotificationsRead(
  db: Kysely<Database>,
  creatorId: string,
  groupKey: string | undefined,
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('creator_id', '=', creatorId)
    .where('read_at', 'is', null);
  if (groupKey !== undefined) query = query.where('group_key', '=', groupKey);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function creatorForNotifications(db: Kysely<Database>, creatorId: string) {
  return db
    .selectFrom('creators')
    .select(['id', 'time_zone', 'language', 'email'])
    .where('id', '=', creatorId)
    .executeTakeFirst();
}

export interface DueMailRow {
  mail_id: string;
  creator_id: string;
  attempts: number;
  digest: boolean;
}

/**
 * Claims the creator's due mails (locked until the caller's transaction ends, which leases them; another
 * process skips them): the oldest due creator's, all of them, so a digest is one mail.
 */
export async function claimDueMails(db: Kysely<Database>, now: Date) {
  const first = await db
    .selectFrom('notification_mails')
    .select(['creator_id', 'digest'])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!first) return [];
  let query = db
    .selectFrom('notification_mails')
    .innerJoin('notifications', 'notifications.id', 'notification_mails.notification_id')
    .select([
      'notification_mails.id as mail_id',
      'notification_mails.attempts',
      'notification_mails.digest',
      'notifications.id',
      'notifications.kind',
      'notifications.category',
      'notifications.mandatory',
      'notifications.data',
      'notifications.created_at',
    ])
    .where('notification_mails.creator_id', '=', first.creator_id)
    .where('notification_mails.sent_at', 'is', null)
    .where('notification_mails.failed_at', 'is', null)
    .where('notification_mails.due_at', '<=', now)
    .where('notification_mails.digest', '=', first.digest)
    .orderBy('notifications.created_at')
    .forUpdate('notification_mails')
    .skipLocked();
  // Single mails go one by one; a digest takes every row due.
  if (!first.digest) query = query.limit(1);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, creator_id: first.creator_id }));
}

/** Keeps claimed mails from other senders until `until` (their sender says sent or failed before). */
export async function leaseMails(db: Kysely<Database>, mailIds: string[], until: Date): Promise<void> {
  await db.updateTable('notification_mails').set({ due_at: until }).where('id', 'in', mailIds).execute();
}

export async function markMailsSent(db: Kysely<Database>, mailIds: string[], now: Date): Promise<void> {
  if (mailIds.length === 0) return;
  await db.updateTable('notification_mails').set({ sent_at: now }).where('id', 'in', mailIds).execute();
}

export async function markMailsFailed(
  db: Kysely<Database>,
  mailIds: string[],
  values: { attempts: number; last_error: string; due_at?: Date; failed_at?: Date },
): Promise<void> {
  if (mailIds.length === 0) return;
  await db.updateTable('notification_mails').set(values).where('id', 'in', mailIds).execute();
}

/** What the mails of one notification became (tests and the operator read it). */
export function mailsOfNotification(db: Kysely<Database>, notificationId: string) {
  return db
    .selectFrom('notification_mails')
    .selectAll()
    .where('notification_id', '=', notificationId)
    .execute();
}

/** What a notification of a sale calls the item sold: a push's caption, a paid message's text. */
export async function soldItemTitle(
  db: Kysely<Database>,
  source: string,
  itemId: string | null,
): Promise<string | undefined> {
  if (!itemId) return undefined;
  if (source === 'push') {
    const push = await db.selectFrom('pushes').select('caption').where('id', '=', itemId).executeTakeFirst();
    return push?.caption;
  }
  if (source === 'message') {
    const message = await db
      .selectFrom('messages')
      .select('text')
      .where('id', '=', itemId)
      .executeTakeFirst();
    return message?.text;
  }
  return undefined;
}
