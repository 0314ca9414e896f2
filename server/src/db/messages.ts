import type { InboxFilter } from '@mym/sdk/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, FanRow, MessageRow } from './schema';

/** A page position: the last row's instant and id, opaque to clients (base64url JSON). */
export interface PageCursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

/** A cursor this API wrote, or undefined for anything else (a forged or garbled one reads as a bad request). */
export function decodeCursor(cursor: string): PageCursor | undefined {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const date = new Date(String(at));
    if (typeof id !== 'string' || !UUID.test(id) || Number.isNaN(date.getTime())) return undefined;
    return { at: date, id };
  } catch {
    return undefined;
  }
}

export type NewMessage = Pick<MessageRow, 'creator_id' | 'fan_id' | 'sender' | 'kind' | 'text'> &
  Partial<Pick<MessageRow, 'price_value' | 'price_currency' | 'teaser_media_id'>>;

/**
 * Writes a message and moves its conversation to the top of the inbox; a fan's message counts as unread for
 * the creator until read.
 */
export async function insertMessage(
  db: Kysely<Database>,
  message: NewMessage,
  mediaIds: readonly string[] = [],
): Promise<MessageRow> {
  const row = await db.insertInto('messages').values(message).returningAll().executeTakeFirstOrThrow();
  if (mediaIds.length > 0) {
    await db
      .insertInto('message_medias')
      .values(mediaIds.map((media_id, position) => ({ message_id: row.id, media_id, position })))
      .execute();
  }
  await db
    .updateTable('fans')
    .set((eb) => ({
      last_activity_at: row.sent_at,
      ...(message.sender === 'fan' ? { unread_count: eb('unread_count', '+', 1) } : {}),
    }))
    .where('id', '=', message.fan_id)
    .execute();
  return row;
}

/** One page of a conversation, newest first, from the thread index. */
export function messagePage(db: Kysely<Database>, fanId: string, limit: number, cursor?: PageCursor) {
  let query = db.selectFrom('messages').selectAll().where('fan_id', '=', fanId);
  if (cursor) {
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('sent_at', 'id'), '<', tuple(cursor.at, cursor.id) as never),
    );
  }
  return query.orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/**
 * Marks the other side's messages read up to one (all when absent). The creator reading zeroes the unread
 * count; answers how many messages it marked.
 */
export async function markThreadRead(
  db: Kysely<Database>,
  fanId: string,
  reader: 'creator' | 'fan',
  now: Date,
  upTo?: MessageRow,
): Promise<number> {
  let query = db
    .updateTable('messages')
    .set({ read_at: now })
    .where('fan_id', '=', fanId)
    .where('sender', '=', reader === 'creator' ? 'fan' : 'creator')
    .where('read_at', 'is', null);
  if (upTo) {
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('sent_at', 'id'), '<=', tuple(upTo.sent_at, upTo.id) as never),
    );
  }
  const result = await query.executeTakeFirst();
  if (reader === 'creator') {
    const unread = await db
      .selectFrom('messages')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('fan_id', '=', fanId)
      .where('sender', '=', 'fan')
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    await db.updateTable('fans').set({ unread_count: unread.count }).where('id', '=', fanId).execute();
  }
  return Number(result.numUpdatedRows);
}

export interface InboxRequest {
  creatorId: string;
  filter?: InboxFilter | undefined;
  minSpend?: number | undefined;
  search?: string | undefined;
  limit: number;
  cursor?: PageCursor | undefined;
}

export type InboxRow = FanRow & { last_message_id: string | null };

/**
 * The inbox page in one query: conversations in the order of the inbox index, each with its latest message id
 * (a lateral read of the thread index), filters and name search applied.
 */
export function inboxPage(db: Kysely<Database>, request: InboxRequest): Promise<InboxRow[]> {
  let query = db
    .selectFrom('fans')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .select('messages.id as last_message_id')
          .whereRef('messages.fan_id', '=', 'fans.id')
          .orderBy('messages.sent_at', 'desc')
          .orderBy('messages.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .selectAll('fans')
    .select('last.last_message_id')
    .where('fans.creator_id', '=', request.creatorId);
  if (request.filter === 'unread') query = query.where('fans.unread_count', '>', 0);
  if (request.filter === 'subscribers') query = query.where('fans.subscription', '=', 'active');
  if (request.filter === 'spent_over') query = query.where('fans.lifetime_spend', '>', request.minSpend ?? 0);
  if (request.filter === 'bought_nothing') query = query.where('fans.purchases', '=', 0);
  const search = request.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where('fans.name', 'ilike', pattern);
  }
  const cursor = request.cursor;
  if (cursor) {
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('fans.last_activity_at', 'fans.id'), '<', tuple(cursor.at, cursor.id) as never),
    );
  }
  return query
    .orderBy('fans.last_activity_at', 'desc')
    .orderBy('fans.id', 'desc')
    .limit(request.limit)
    .execute() as Promise<InboxRow[]>;
}

export function messagesByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as MessageRow[]);
  return db.selectFrom('messages').selectAll().where('id', 'in', ids).execute();
}

/** One message of a fan's thread; another thread's message is as absent as none. */
export function findThreadMessage(db: Kysely<Database>, fanId: string, messageId: string) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', messageId)
    .where('fan_id', '=', fanId)
    .executeTakeFirst();
}

/** A message of one of the account's conversations, or nothing when it is another account's. */
export function findAccountMessage(db: Kysely<Database>, accountId: string, messageId: string) {
  return db
    .selectFrom('messages')
    .innerJoin('fans', 'fans.id', 'messages.fan_id')
    .selectAll('messages')
    .where('messages.id', '=', messageId)
    .where('fans.account_id', '=', accountId)
    .executeTakeFirst();
}
