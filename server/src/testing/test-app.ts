import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { calendarSettings } from '../calendars/calendar-settings';
import type { Database } from '../db/schema';
import type { CreatorLimits } from '../http/creator-limits';
import { createAccessTokenVerifier } from '../identity/verify-token';
import type { BookingNotices } from '../mail/booking-notices';
import type { MediaStore } from '../media/media-store';
import type { PublicBookingLimits } from '../services/public-limits';
import { readLedgerSettings } from '../services/sale-amounts';
import { openSnapshotDatabase } from './database-snapshot';
import { openFreshPostgresDatabase } from './postgres-database';
import { createTokenForge, TEST_CLIENT_ID, TEST_FAN_CLIENT_ID, TEST_ISSUER } from './token-forge';

export const TEST_PUBLIC_URL = 'http://api.test';
/** The keys the test app seals calendar credentials with (the media secret sealed them before: `legacySecret`). */
export const TEST_CALENDAR_KEYS = {
  current: 'test-calendar-credentials-key-of-32-bytes',
  legacySecret: 'test-secret',
} as const;
/** The site whose pages may call the API and receive calendar OAuth answers. */
export const TEST_SITE_ORIGIN = 'http://localhost:4321';
/** The secret the test payment service signs its webhook events with. */
export const TEST_PAYMENT_SECRET = 'test-payment-webhook-secret';
/** The one password the test identity accepts when a creator re-enters theirs (payout method, closing). */
export const TEST_CREATOR_PASSWORD = 'Test#Creator2026';

/** A clock the test moves by hand, so the date rules of spec 5 and the publication jobs are deterministic. */
export function createTestClock(start: Date) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (next: Date) => {
      current = new Date(next);
    },
  };
}

/**
 * The real app on an in-memory PGlite (restored from a migrated snapshot) or, with TEST_DATABASE_URL, on a
 * fresh PostgreSQL database, trusting a key pair made for the
 * test instead of a remote JWKS. The clock starts at 08:00 local time on 15 June 2026 unless told otherwise.
 */
export async function createTestApp(
  options: {
    now?: Date;
    storageQuotaBytes?: number;
    partialUploadLifetimeMs?: number;
    creatorLimits?: Partial<CreatorLimits>;
    /** Calendar configuration as the environment gives it (OAuth client ids, `CALENDAR_DEV_PROVIDER`). */
    calendarEnv?: NodeJS.ProcessEnv;
    /** Waits between attempts of a calendar call that hit a hiccup (none by default: tests do not wait). */
    calendarRetryDelaysMs?: number[];
    publicRateLimitPerMinute?: number;
    publicBookingLimits?: Partial<PublicBookingLimits>;
    trustProxy?: FastifyServerOptions['trustProxy'];
    bookingNotices?: BookingNotices;
    /** Where media bytes go; the disk under a temporary folder when absent (an S3 store in its own tests). */
    mediaStore?: MediaStore;
    /** The operator's streaming ingest URL (LIVE_INGEST_URL); none by default. */
    liveIngestUrl?: string;
  } = {},
): Promise<{
  app: FastifyInstance;
  db: Kysely<Database>;
  forge: Awaited<ReturnType<typeof createTokenForge>>;
  clock: ReturnType<typeof createTestClock>;
  mediaDir: string;
  /** Access tokens whose refresh tokens the test identity was asked to revoke (sign-out everywhere). */
  revokedAccessTokens: string[];
  /** Set `value` to make the test identity unreachable. */
  identityDown: { value: boolean };
}> {
  const forge = await createTokenForge();
  const revokedAccessTokens: string[] = [];
  const identityDown = { value: false };
  // TEST_DATABASE_URL runs the same suite on a PostgreSQL server instead of the embedded PGlite.
  const adminUrl = process.env.TEST_DATABASE_URL;
  const db = adminUrl ? await openFreshPostgresDatabase(adminUrl) : await openSnapshotDatabase();
  const clock = createTestClock(options.now ?? new Date(2026, 5, 15, 8, 0, 0));
  const dataDir = mkdtempSync(join(tmpdir(), 'mym-data-'));
  const mediaDir = join(dataDir, 'media');
  const app = await buildApp({
    db,
    verifyAccessToken: createAccessTokenVerifier({
      issuer: TEST_ISSUER,
      clientIds: [TEST_CLIENT_ID],
      keys: forge.keys,
    }),
    readIdentityProfile: async () => ({
      email: 'ada@example.com',
      name: 'Ada',
      acceptances: { privacyPolicy: false, termsOfService: false, termsOfUse: false },
    }),
    // The identity's GlobalSignOut, as the test identity answers it: revoked unless a test says it is down.
    revokeRefreshTokens: async (accessToken) => {
      revokedAccessTokens.push(accessToken);
      return !identityDown.value;
    },
    confirmPassword: async (_username, password) =>
      identityDown.value ? 'unavailable' : password === TEST_CREATOR_PASSWORD ? 'ok' : 'wrong',
    publicUrl: TEST_PUBLIC_URL,
    mediaUrlSecret: 'test-secret',
    corsOrigins: [TEST_SITE_ORIGIN],
    calendars: calendarSettings({
      env: options.calendarEnv ?? {},
      keys: TEST_CALENDAR_KEYS,
      redirectOrigins: [TEST_SITE_ORIGIN],
      retryDelaysMs: options.calendarRetryDelaysMs ?? [0, 0],
    }),
    ...(options.publicRateLimitPerMinute
      ? { publicRateLimitPerMinute: options.publicRateLimitPerMinute }
      : {}),
    ...(options.bookingNotices ? { bookingNotices: options.bookingNotices } : {}),
    ...(options.publicBookingLimits ? { publicBookingLimits: options.publicBookingLimits } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.mediaStore ? { mediaStore: options.mediaStore } : {}),
    ...(options.liveIngestUrl ? { liveIngestUrl: options.liveIngestUrl } : {}),
    // Fans' tokens come from their own client; the local payment stand-in pays with test cards.
    fanSide: {
      verifyFanAccessToken: createAccessTokenVerifier({
        issuer: TEST_ISSUER,
        clientIds: [TEST_FAN_CLIENT_ID],
        keys: forge.keys,
      }),
      payments: { webhookSecret: TEST_PAYMENT_SECRET, devStandIn: true, ledger: readLedgerSettings({}) },
    },
    clock: clock.now,
    mediaDir,
    uploadDir: join(dataDir, 'uploads'),
    ...(options.storageQuotaBytes ? { storageQuotaBytes: options.storageQuotaBytes } : {}),
    ...(options.creatorLimits ? { creatorLimits: options.creatorLimits } : {}),
    ...(options.partialUploadLifetimeMs ? { partialUploadLifetimeMs: options.partialUploadLifetimeMs } : {}),
  });
  return { app, db, forge, clock, mediaDir, revokedAccessTokens, identityDown };
}

/** `Bearer <token>` of a fan identified by `sub`, issued to the fan app's client. */
export async function fanBearerFor(forge: Awaited<ReturnType<typeof createTokenForge>>, sub: string) {
  return `Bearer ${await forge.sign({ sub, username: sub, client_id: TEST_FAN_CLIENT_ID })}`;
}

/** `Bearer <token>` of a creator identified by `sub`. */
export async function bearerFor(forge: Awaited<ReturnType<typeof createTokenForge>>, sub: string) {
  return `Bearer ${await forge.sign({ sub, username: sub })}`;
}
