import type { Kysely, Selectable } from 'kysely';
import { LIVE_EVENTS_CHANNEL, liveEventById } from '../db/live-events';
import type { Database, LiveEventsTable } from '../db/schema';
import { notificationListenerOf } from './notification-channel';

export type LiveEventRow = Selectable<LiveEventsTable>;
export type LiveAudience = { creatorId: string } | { accountId: string };

interface Subscriber {
  audience: LiveAudience;
  send(event: LiveEventRow): void;
  /** Ends the stream (the process is shutting down). */
  end(): void;
}

function concerns(audience: LiveAudience, row: LiveEventRow): boolean {
  return 'creatorId' in audience
    ? row.creator_id === audience.creatorId
    : row.account_id === audience.accountId;
}

/**
 * One per API process: listens once on the live events channel and hands each event to the open streams it
 * concerns. Whichever process wrote the event, PostgreSQL tells every listening process (DESIGN "Live updates").
 */
export class LiveEventHub {
  private readonly subscribers = new Set<Subscriber>();
  private listening: Promise<() => Promise<void>> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  /** Starts listening on the first stream; answers how to stop hearing. */
  async subscribe(
    audience: LiveAudience,
    send: (event: LiveEventRow) => void,
    end: () => void,
  ): Promise<() => void> {
    const subscriber = { audience, send, end };
    this.subscribers.add(subscriber);
    await this.listen();
    return () => this.subscribers.delete(subscriber);
  }

  get openStreams(): number {
    return this.subscribers.size;
  }

  private listen() {
    const listen = notificationListenerOf(this.db);
    if (!listen) throw new Error('the database offers no LISTEN (opened without attachNotificationListener)');
    this.listening ??= listen(LIVE_EVENTS_CHANNEL, (payload) => void this.deliver(payload)).catch((error) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  private async deliver(payload: string) {
    if (!/^\d{1,19}$/.test(payload) || this.subscribers.size === 0) return;
    const row = await liveEventById(this.db, payload).catch(() => undefined);
    if (!row) return;
    for (const subscriber of this.subscribers) {
      if (concerns(subscriber.audience, row)) subscriber.send(row);
    }
  }

  /** Ends every open stream (clients reconnect to another process) and stops listening. */
  async close(): Promise<void> {
    for (const subscriber of this.subscribers) subscriber.end();
    this.subscribers.clear();
    const stop = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await stop?.();
  }
}
