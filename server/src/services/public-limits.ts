import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { countHit, readCount, sweepEndedCounts } from '../db/rate-limit-counts';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * How much one anonymous visitor may ask of the booking calls, beyond the requests per minute of every public
 * call (PUBLIC_RATE_LIMIT_PER_MINUTE): attempts per address and per creator, and caps on what is stored.
 */
export interface PublicBookingLimits {
  /** Booking attempts one address may make in an hour (BOOKING_ATTEMPTS_PER_ADDRESS_PER_HOUR). */
  attemptsPerAddressPerHour: number;
  /** Booking attempts for one creator in an hour, from every address together (BOOKING_ATTEMPTS_PER_CREATOR_PER_HOUR). */
  attemptsPerCreatorPerHour: number;
  /** Bookings still to come one email address may hold, every creator together (PENDING_BOOKINGS_PER_EMAIL). */
  pendingBookingsPerEmail: number;
  /** Bookings one creator may receive in 24 hours (BOOKINGS_PER_CREATOR_PER_DAY). */
  bookingsPerCreatorPerDay: number;
}

/** A fan books a few times, a creator's busiest day is a few dozen: enough for them, too few to flood anyone. */
export const DEFAULT_PUBLIC_BOOKING_LIMITS: PublicBookingLimits = {
  attemptsPerAddressPerHour: 20,
  attemptsPerCreatorPerHour: 120,
  pendingBookingsPerEmail: 5,
  bookingsPerCreatorPerDay: 100,
};

const ENV_NAMES: Record<keyof PublicBookingLimits, string> = {
  attemptsPerAddressPerHour: 'BOOKING_ATTEMPTS_PER_ADDRESS_PER_HOUR',
  attemptsPerCreatorPerHour: 'BOOKING_ATTEMPTS_PER_CREATOR_PER_HOUR',
  pendingBookingsPerEmail: 'PENDING_BOOKINGS_PER_EMAIL',
  bookingsPerCreatorPerDay: 'BOOKINGS_PER_CREATOR_PER_DAY',
};

/** The limits the operator set in the environment, the defaults for the others; a value that is not a whole number > 0 stops the API. */
export function readPublicBookingLimits(env: NodeJS.ProcessEnv): PublicBookingLimits {
  const limits = { ...DEFAULT_PUBLIC_BOOKING_LIMITS };
  for (const [field, name] of Object.entries(ENV_NAMES) as [keyof PublicBookingLimits, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
    limits[field] = value;
  }
  return limits;
}

const HOUR_MS = 3_600_000;
/** Ended counters are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate-limit counters in the API's own database, so that every API process behind a load balancer counts the
 * same hits (an in-memory store would let each process grant the whole limit). `store` plugs into
 * `@fastify/rate-limit`; `enforce` counts one hit of a key the route builds itself (an address, a creator).
 */
export function databaseRateLimits(db: Kysely<Database>) {
  let sweptAt = 0;
  const sweepNowAndThen = () => {
    if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = Date.now();
    sweepEndedCounts(db).catch(() => undefined); // a missed sweep only leaves a few rows for the next one
  };
  const hit = async (key: string, windowMs: number) => {
    sweepNowAndThen();
    const { hits, resetsAt } = await countHit(db, key, windowMs);
    return { hits, ttlMs: Math.max(0, resetsAt.getTime() - Date.now()) };
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown = {},
      private readonly prefix = 'public:',
    ) {}
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(`${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      readCount(db, `${this.prefix}${key}`).then(
        (count) =>
          callback(null, {
            current: count?.hits ?? 0,
            ttl: count ? Math.max(0, count.resetsAt.getTime() - Date.now()) : 0,
          }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new DatabaseRateLimitStore(routeOptions, `public:${routeOptions.method} ${routeOptions.url}:`);
    }
  }

  return {
    store: DatabaseRateLimitStore,
    /** Counts one hit of `key` per hour; past `max` the request is refused with 429 and `code`. */
    async enforce(key: string, max: number, refusal: { code: string; message: string }) {
      const { hits, ttlMs } = await hit(key, HOUR_MS);
      if (hits > max) {
        throw new ApiError(
          429,
          refusal.code,
          `${refusal.message}, retry in ${Math.ceil(ttlMs / 60_000)} minutes`,
        );
      }
    },
  };
}

export type DatabaseRateLimits = ReturnType<typeof databaseRateLimits>;
