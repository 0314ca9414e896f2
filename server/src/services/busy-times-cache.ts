import { type BusyTimeline, busyTimeline, type Interval } from '@mym/sdk/rules/slots';

/** How long a calendar's busy times are reused for slot lists: a fan paging through a month asks many times. */
export const BUSY_TIMES_TTL_MS = 30_000;
/** Entries kept at most (one per creator and range asked); the oldest goes first. */
const MAX_ENTRIES = 500;

interface Entry {
  creatorId: string;
  timeline: BusyTimeline;
  expiresAt: number;
}

/**
 * The busy times of creators' calendars, parsed once, kept a short while per creator and range. Only slot lists
 * read it: a booking always asks the calendar itself, and `forget` drops a creator's entries when a booking is
 * made or cancelled (its event changes the calendar). Per process: another process's entry lives at most the TTL.
 */
export class BusyTimesCache {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly now: () => number = Date.now) {}

  async read(
    creatorId: string,
    range: { from: string; to: string },
    load: () => Promise<Interval[]>,
  ): Promise<BusyTimeline> {
    const key = `${creatorId} ${range.from} ${range.to}`;
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.timeline;
    const timeline = busyTimeline(await load());
    this.entries.delete(key);
    this.entries.set(key, { creatorId, timeline, expiresAt: this.now() + BUSY_TIMES_TTL_MS });
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return timeline;
  }

  forget(creatorId: string): void {
    for (const [key, entry] of this.entries) if (entry.creatorId === creatorId) this.entries.delete(key);
  }
}
