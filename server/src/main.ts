import { buildApp } from './app';
import { calendarSettings } from './calendars/calendar-settings';
import { readServerConfig } from './config';
import { openDatabase } from './db/database';
import { createIdentityProfileReader } from './identity/identity-profile';
import { createRefreshTokenRevoker } from './identity/refresh-token-revocation';
import { createAccessTokenVerifier } from './identity/verify-token';
import { startPublicationPoller } from './jobs/publication-poller';
import { createDiskStore } from './media/disk-store';
import { mediaUrlSecret } from './media/media-url-secret';
import { createMemoryUploadLocker, createPostgresUploadLocker } from './media/upload-locker';
import { seedDatabase } from './seed/seed-database';

const config = readServerConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onPoolError: (error) => app.log.warn({ err: error }, 'a database connection broke; the pool replaces it'),
});
const secret = mediaUrlSecret(config.mediaUrlSecret, config.dataDir);
// Disk by default; an S3-compatible bucket when MEDIA_S3_* is configured (several API processes then share it).
// The S3 client (~35 MB resident) and the mail client (~20 MB) are imported only when configured (issue 13).
const mediaStore = config.mediaS3
  ? (await import('./media/s3-store')).createS3Store(config.mediaS3)
  : createDiskStore({ mediaDir: config.mediaDir, uploadDir: config.uploadDir });
// Idempotent: the push calendar always, the demo creator's content when the stack names one.
await seedDatabase(db, {
  mediaDir: config.mediaDir,
  mediaStore,
  demoCreatorSub: config.demoCreatorSub,
});
const app = await buildApp({
  db,
  calendars: calendarSettings({ env: process.env, secret, redirectOrigins: config.corsOrigins }),
  ...(process.env.SMTP_URL
    ? {
        bookingNotices: (await import('./mail/booking-notices')).smtpBookingNotices(
          {
            smtpUrl: process.env.SMTP_URL,
            from: process.env.MAIL_FROM ?? 'MYM creators <no-reply@creators.local>',
          },
          (error) => app.log.warn({ err: error }, 'a booking notice could not be sent'),
        ),
      }
    : {}),
  ...(process.env.PUBLIC_RATE_LIMIT_PER_MINUTE
    ? { publicRateLimitPerMinute: Number(process.env.PUBLIC_RATE_LIMIT_PER_MINUTE) }
    : {}),
  verifyAccessToken: createAccessTokenVerifier({
    issuer: config.issuer,
    clientIds: config.clientIds,
    jwksUrl: config.jwksUrl,
  }),
  readIdentityProfile: createIdentityProfileReader(new URL(config.issuer).origin),
  revokeRefreshTokens: createRefreshTokenRevoker(new URL(config.issuer).origin),
  corsOrigins: config.corsOrigins,
  // Answers are checked against the contract everywhere but in production, where API_RESPONSE_CHECKS=on brings
  // the check back (the test suites prove the answers; checking each costs about a tenth of a list, issue 13).
  checkResponses:
    (process.env.API_RESPONSE_CHECKS ?? (process.env.NODE_ENV === 'production' ? 'off' : 'on')) !== 'off',
  // Structured logs by default (pino); API_LOG=0 silences them. Secrets never reach a log line.
  logger:
    process.env.API_LOG === '0'
      ? false
      : {
          level: process.env.API_LOG_LEVEL ?? 'info',
          redact: {
            paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            censor: '[redacted]',
          },
        },
  publicUrl: config.publicUrl,
  mediaStore,
  ...(config.storageQuotaBytes ? { storageQuotaBytes: config.storageQuotaBytes } : {}),
  creatorLimits: config.creatorLimits,
  // Several processes on one PostgreSQL are one API for uploads too: an upload's requests may land on any of them.
  uploadLocker: config.databaseUrl
    ? createPostgresUploadLocker(config.databaseUrl)
    : createMemoryUploadLocker(),
  mediaUrlSecret: secret,
});
const poller = startPublicationPoller({
  db,
  // Tests of scheduled publication across processes poll faster than production's default.
  ...(process.env.PUBLICATION_POLL_MS ? { intervalMs: Number(process.env.PUBLICATION_POLL_MS) } : {}),
  onError: (error) => app.log.error({ err: error }, 'scheduled publication failed'),
});

/** How long a shutdown may wait for requests and the poller before the process leaves anyway. */
const SHUTDOWN_LIMIT_MS = 10_000;
let shuttingDown: Promise<void> | undefined;
// Idempotent (a second signal waits for the first shutdown) and bounded in time.
const shutdown = () => {
  shuttingDown ??= (async () => {
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    try {
      await poller.stop();
      await app.close();
      await db.destroy();
    } finally {
      process.exit(0);
    }
  })();
  return shuttingDown;
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
console.log(
  `API listening on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, media on ${mediaStore.kind === 's3' ? `S3 bucket ${config.mediaS3?.bucket}` : 'disk'})`,
);
