import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { runPayoutTick } from '../services/payouts';

export interface PayoutPoller {
  stop(): Promise<void>;
}

/** How often the payout job looks for creators due a payout. */
export const PAYOUT_POLL_INTERVAL_MS = 60_000;

/** Runs the payout job on an interval (one tick at a time), like the publication poller. */
export function startPayoutPoller(options: {
  db: Kysely<Database>;
  clock?: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): PayoutPoller {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runPayoutTick(options.db, clock(), options.onError)
      .then(() => undefined)
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? PAYOUT_POLL_INTERVAL_MS);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
