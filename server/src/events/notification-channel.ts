import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';

/** Listens on a PostgreSQL channel; answers how to stop. */
export type NotificationListener = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

const listeners = new WeakMap<object, NotificationListener>();

/** Remembers how to LISTEN on the database behind a Kysely instance (Kysely itself only runs statements). */
export function attachNotificationListener(db: Kysely<unknown> | object, listen: NotificationListener): void {
  listeners.set(db, listen);
}

export function notificationListenerOf(db: object): NotificationListener | undefined {
  return listeners.get(db);
}

/** The embedded database delivers NOTIFY to its own listeners in-process. */
export function pgliteListener(pglite: PGlite): NotificationListener {
  return async (channel, onPayload) => pglite.listen(channel, onPayload);
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to other queries). When the server drops it
 * (a restart), it connects again, so streams resume hearing of events; the events missed meanwhile are read by
 * id when the next notification arrives or the client resumes with `Last-Event-ID`.
 */
export function postgresListener(connectionString: string): NotificationListener {
  return async (channel, onPayload) => {
    let stopped = false;
    let client: pg.Client | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      const retry = () => {
        if (stopped) return;
        next.removeAllListeners('end');
        setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
      };
      next.on('error', () => undefined);
      next.on('end', retry);
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
    };
    await connect();
    return async () => {
      stopped = true;
      await client?.end().catch(() => undefined);
    };
  };
}
