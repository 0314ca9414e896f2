import type { Insertable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { Database, LiveEventsTable } from './schema';

/** The PostgreSQL channel every API process listens on; a notification carries one live event's id. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

export type NewLiveEvent = Omit<Insertable<LiveEventsTable>, 'at'>;

/**
 * Records live events and tells every API process (NOTIFY, sent when the caller's transaction commits, so a
 * listener never reads a row that is not there yet). The payload is the id only: rows are read after.
 */
export async function recordLiveEvents(db: Kysely<Database>, events: readonly NewLiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = await db
    .insertInto('live_events')
    .values([...events])
    .returning('id')
    .execute();
  for (const { id } of rows) {
    await sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${String(id)})`.execute(db);
  }
}

/** Events for one audience after an id, oldest first: what a stream resumed with `Last-Event-ID` missed. */
export function liveEventsAfter(
  db: Kysely<Database>,
  audience: { creatorId: string } | { accountId: string },
  afterId: string,
  limit: number,
) {
  let query = db
    .selectFrom('live_events')
    .selectAll()
    .where('id', '>', afterId as never);
  query =
    'creatorId' in audience
      ? query.where('creator_id', '=', audience.creatorId)
      : query.where('account_id', '=', audience.accountId);
  return query.orderBy('id').limit(limit).execute();
}

export function liveEventById(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('live_events')
    .selectAll()
    .where('id', '=', id as never)
    .executeTakeFirst();
}

/** How long live events are kept for a resume: a client away longer reloads its screens instead. */
export const LIVE_EVENTS_KEPT_MS = 7 * 86_400_000;

/** Deletes live events older than LIVE_EVENTS_KEPT_MS (any process may run it; it is idempotent). */
export async function pruneLiveEvents(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('live_events')
    .where('at', '<', new Date(now.getTime() - LIVE_EVENTS_KEPT_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
