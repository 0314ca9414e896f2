import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { type CalendarSettings, calendarSettings } from './calendars/calendar-settings';
import type { Database } from './db/schema';
import { type FanSideOptions, registerFanSide } from './fan-side';
import type { ApiContext } from './http/api-context';
import { requireCreator } from './http/authenticate';
import { type CreatorLimits, DEFAULT_CREATOR_LIMITS } from './http/creator-limits';
import { ApiError, errorEnvelope, handleError } from './http/errors';
import { RouteCatalog } from './http/route-catalog';
import type { IdentityProfileReader } from './identity/identity-profile';
import type { PasswordConfirmer } from './identity/password-confirmation';
import type { RefreshTokenRevoker } from './identity/refresh-token-revocation';
import type { AccessTokenVerifier } from './identity/verify-token';
import type { BookingNotices } from './mail/booking-notices';
import { createDiskStore } from './media/disk-store';
import type { MediaStore } from './media/media-store';
import { createMediaUrls } from './media/media-urls';
import { createMemoryUploadLocker, type UploadLocker } from './media/upload-locker';
import { accountRoutes } from './routes/account';
import { accountSessionRoutes } from './routes/account-sessions';
import { bookingRoutes } from './routes/bookings';
import { calendarRoutes } from './routes/calendar';
import { calendarConnectionRoutes, localCalendarProviderRoutes } from './routes/calendar-connections';
import { collectionRoutes } from './routes/collections';
import { consultationRoutes } from './routes/consultations';
import { creatorProfileRoutes } from './routes/creator-profile';
import { creatorRoutes } from './routes/creators';
import { liveRoutes } from './routes/lives';
import { mediaFileRoutes } from './routes/media-file-routes';
import { mediaRoutes } from './routes/medias';
import { platformRoutes } from './routes/platform';
import { playlistRoutes } from './routes/playlists';
import { postRoutes } from './routes/posts';
import { publicBookingRoutes } from './routes/public-booking';
import { pushReferenceRoutes } from './routes/push-reference';
import { pushRoutes } from './routes/pushes';
import { signOutEverywhereRoute } from './routes/sign-out-everywhere';
import { uploadRoutes } from './routes/upload-routes';
import { BusyTimesCache } from './services/busy-times-cache';
import {
  DEFAULT_PUBLIC_BOOKING_LIMITS,
  databaseRateLimits,
  type PublicBookingLimits,
} from './services/public-limits';
import { DEFAULT_STORAGE_QUOTA_BYTES } from './services/storage-quota';

export interface AppDependencies {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  /** Reads the identity's attributes when a creator row is first provisioned. */
  readIdentityProfile: IdentityProfileReader;
  /** Revokes a creator's refresh tokens at the identity (sign-out everywhere). */
  revokeRefreshTokens: RefreshTokenRevoker;
  /** Asks the identity whether a re-entered password is the creator's (payout method, closing the account). */
  confirmPassword?: PasswordConfirmer;
  corsOrigins?: string[];
  /** Fastify's logger (pino): off in tests, structured and redacted in `main.ts`. */
  logger?: FastifyServerOptions['logger'];
  /** The API's own public origin, for absolute media links and the local calendar provider. */
  publicUrl?: string;
  /** Signs media links; a random one per process when absent (links then end with the process). */
  mediaUrlSecret?: string;
  /** Where uploaded and seeded media files live (`<dataDir>/media`). */
  mediaDir?: string;
  /** Where unfinished tus uploads wait (`<dataDir>/uploads`). */
  uploadDir?: string;
  /** Where media bytes live; the disk under `mediaDir` and `uploadDir` when absent (main.ts picks S3 by config). */
  mediaStore?: MediaStore;
  /** How long an unfinished upload lives (PARTIAL_UPLOAD_LIFETIME_MS when absent); tests shorten it. */
  partialUploadLifetimeMs?: number;
  /** Bytes each creator may keep in the cloud; DEFAULT_STORAGE_QUOTA_BYTES when absent. */
  storageQuotaBytes?: number;
  /** Serializes an upload's requests; in-process when absent (one process on PGlite). */
  uploadLocker?: UploadLocker;
  /** Caps on what one creator may create; DEFAULT_CREATOR_LIMITS for each one absent. */
  creatorLimits?: Partial<CreatorLimits>;
  /** The clock the rules of spec 5 compare with; tests fix it. */
  clock?: () => Date;
  /** Calendar providers and the key of stored calendar credentials; a key of this process alone when absent. */
  calendars?: CalendarSettings;
  /** How fans hear about their bookings; none are sent when absent (an API without SMTP settings). */
  bookingNotices?: BookingNotices;
  /** Requests one address may make to the public booking calls per minute (PUBLIC_RATE_LIMIT_PER_MINUTE). */
  publicRateLimitPerMinute?: number;
  /** Booking attempts per address and per creator, caps on pending bookings; DEFAULT_PUBLIC_BOOKING_LIMITS when absent. */
  publicBookingLimits?: Partial<PublicBookingLimits>;
  /**
   * Which proxies' `X-Forwarded-For` tells the client's address (TRUST_PROXY, Fastify's `trustProxy`): without
   * it every fan behind the operator's load balancer would share one address and one rate limit, and with too
   * wide a trust any client could claim any address.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Whether JSON answers are checked against their response structs before leaving; true when absent. */
  checkResponses?: boolean;
  /** Fans' tokens and the payment settings of the fan side (messages, purchases, ledger, live events). */
  fanSide?: FanSideOptions;
  /** The operator's streaming ingest URL (LIVE_INGEST_URL) shown to creators before a live; none when absent. */
  liveIngestUrl?: string | undefined;
}

/** Enough for a fan paging through a month of slots and booking, too few to scrape or flood the catalog. */
export const DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE = 60;

/** Without SMTP settings nothing is sent (production refuses to start so: see config.ts). */
const NO_NOTICES: BookingNotices = { booked: () => undefined, cancelled: () => undefined };

/** Bodies above this are refused with 413 before any handler runs (uploads go through tus, not JSON). */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: deps.trustProxy ?? false,
    // A URL the router refuses (a malformed escape, a parameter over its length) still answers the envelope.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
  });
  const allowedOrigins = deps.corsOrigins ?? true;
  const corsOptions = {
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    // The tus headers let browsers upload across origins (DESIGN "Uploads").
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      // A push created twice by a retry or a double click is created once.
      'Idempotency-Key',
      'Tus-Resumable',
      'Upload-Length',
      'Upload-Metadata',
      'Upload-Offset',
      'Upload-Defer-Length',
      'Upload-Concat',
      'X-HTTP-Method-Override',
    ],
    exposedHeaders: ['Location', 'Tus-Resumable', 'Upload-Offset', 'Upload-Length', 'Media-Id'],
    maxAge: 600,
  };
  await app.register(cors, {
    // Fans book from any partner page: the public booking calls carry no credentials and answer every origin.
    delegator: (request, callback) =>
      callback(null, { ...corsOptions, origin: request.url?.startsWith('/public/') ? '*' : allowedOrigins }),
  });
  // JSON answers are data, never a document: no sniffing them into HTML, nothing they could load or frame.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(errorEnvelope('not_found', 'No such resource')),
  );
  const clock = deps.clock ?? (() => new Date());
  const publicUrl = (deps.publicUrl ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const secret = deps.mediaUrlSecret ?? randomBytes(32).toString('base64url');
  const mediaDir = resolve(deps.mediaDir ?? '.data/media');
  const mediaStore =
    deps.mediaStore ??
    createDiskStore({ mediaDir, uploadDir: resolve(deps.uploadDir ?? join(mediaDir, '..', 'uploads')) });
  const rateLimits = databaseRateLimits(deps.db);
  const ctx: ApiContext = {
    busyTimes: new BusyTimesCache(() => clock().getTime()),
    publicLimits: { ...DEFAULT_PUBLIC_BOOKING_LIMITS, ...deps.publicBookingLimits },
    rateLimits,
    mediaStore,
    notices: deps.bookingNotices ?? NO_NOTICES,
    calendars:
      deps.calendars ??
      calendarSettings({
        keys: { current: randomBytes(32).toString('base64url') },
        redirectOrigins: deps.corsOrigins ?? [],
      }),
    publicUrl,
    liveIngestUrl: deps.liveIngestUrl ?? null,
    storageQuotaBytes: deps.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES,
    limits: { ...DEFAULT_CREATOR_LIMITS, ...deps.creatorLimits },
    db: deps.db,
    catalog: new RouteCatalog({ checkResponses: deps.checkResponses ?? true }),
    clock,
    mediaUrls: createMediaUrls({
      publicUrl,
      secret,
      clock,
    }),
  };
  app.decorate('catalog', ctx.catalog);
  // Every route Fastify registers, so a test can prove the OpenAPI document lists exactly these.
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  await app.register(async (publicScope) => {
    platformRoutes(publicScope, ctx);
    localCalendarProviderRoutes(publicScope, ctx);
    mediaFileRoutes(publicScope, ctx, mediaStore);
  });
  await app.register(async (bookingScope) => {
    await bookingScope.register(rateLimit, {
      max: deps.publicRateLimitPerMinute ?? DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      // Counted in the database, so every API process behind the load balancer counts the same hits.
      store: rateLimits.store,
      // Thrown, so the error handler answers it in the envelope like every other refusal.
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, 'rate_limited', `Too many requests, retry in ${context.after}`),
    });
    publicBookingRoutes(bookingScope, ctx);
  });

  await app.register(async (creatorScope) => {
    requireCreator(creatorScope, deps.verifyAccessToken, deps.db, deps.readIdentityProfile);
    creatorRoutes(creatorScope, ctx);
    signOutEverywhereRoute(creatorScope, ctx, deps.revokeRefreshTokens);
    accountSessionRoutes(creatorScope, ctx);
    creatorProfileRoutes(creatorScope, ctx);
    pushReferenceRoutes(creatorScope, ctx);
    pushRoutes(creatorScope, ctx);
    collectionRoutes(creatorScope, ctx);
    mediaRoutes(creatorScope, ctx);
    postRoutes(creatorScope, ctx);
    playlistRoutes(creatorScope, ctx);
    calendarConnectionRoutes(creatorScope, ctx);
    bookingRoutes(creatorScope, ctx);
    consultationRoutes(creatorScope, ctx);
    accountRoutes(creatorScope, ctx, {
      confirmPassword: deps.confirmPassword,
      readIdentityProfile: deps.readIdentityProfile,
    });
    liveRoutes(creatorScope, ctx);
    calendarRoutes(creatorScope, ctx);
    uploadRoutes(creatorScope, ctx, {
      store: mediaStore,
      corsOrigins: deps.corsOrigins,
      storageQuotaBytes: ctx.storageQuotaBytes,
      partialUploadLifetimeMs: deps.partialUploadLifetimeMs,
      locker: deps.uploadLocker ?? createMemoryUploadLocker(),
    });
  });
  await registerFanSide(
    app,
    ctx,
    { verifyCreator: deps.verifyAccessToken, readProfile: deps.readIdentityProfile },
    deps.fanSide,
  );
  return app;
}
