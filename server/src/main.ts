import { buildApp } from './app';
import { calendarSettings } from './calendars/calendar-settings';
import { resealCalendarCredentials } from './calendars/creator-calendar';
import { calendarCredentialsKey } from './calendars/credentials-key';
import { readServerConfig } from './config';
import { openDatabase } from './db/database';
import { readProxyTrust } from './http/proxy-trust';
import { createIdentityProfileReader } from './identity/identity-profile';
import { createIdentityUserDeleter } from './identity/identity-users';
import { createPasswordConfirmer } from './identity/password-confirmation';
import { createRefreshTokenRevoker } from './identity/refresh-token-revocation';
import { createAccessTokenVerifier } from './identity/verify-token';
import { startAccountDeletionPoller } from './jobs/account-deletion';
import { startPayoutPoller } from './jobs/payout-poller';
import { startPublicationPoller } from './jobs/publication-poller';
import { createDiskStore } from './media/disk-store';
import { mediaUrlSecret } from './media/media-url-secret';
import { createMemoryUploadLocker, createPostgresUploadLocker } from './media/upload-locker';
import { seedDatabase } from './seed/seed-database';
import { readPaymentSettings } from './services/payment-settings';
import { readPublicBookingLimits } from './services/public-limits';

const config = readServerConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onPoolError: (error) => app.log.warn({ err: error }, 'a database connection broke; the pool replaces it'),
});
const secret = mediaUrlSecret(config.mediaUrlSecret, config.dataDir);
const bookingNotices = process.env.SMTP_URL
  ? (await import('./mail/booking-notices')).smtpBookingNotices(
      {
        smtpUrl: process.env.SMTP_URL,
        from: process.env.MAIL_FROM ?? 'MYM creators <no-reply@creators.local>',
      },
      (error) => app.log.warn({ err: error }, 'a booking notice could not be sent'),
    )
  : undefined;
// Disk by default; an S3-compatible bucket when MEDIA_S3_* is configured (several API processes then share it).
// The S3 client (~35 MB resident) and the mail client (~20 MB) are imported only when configured.
const mediaStore = config.mediaS3
  ? (await import('./media/s3-store')).createS3Store(config.mediaS3)
  : createDiskStore({ mediaDir: config.mediaDir, uploadDir: config.uploadDir });
// Idempotent: the push calendar always, the demo creator's content when the stack names one.
await seedDatabase(db, {
  mediaDir: config.mediaDir,
  mediaStore,
  demoCreatorSub: config.demoCreatorSub,
  demoFanSubs: (process.env.DEMO_FAN_SUBS ?? '').split(',').filter(Boolean),
});
const calendars = calendarSettings({
  env: process.env,
  keys: {
    current: calendarCredentialsKey(config.calendarCredentialsKey, config.dataDir),
    previous: config.calendarCredentialsPreviousKey,
    // Credentials stored before they had a key of their own were sealed with the media link secret.
    legacySecret: secret,
  },
  redirectOrigins: config.corsOrigins,
});
const app = await buildApp({
  db,
  calendars,
  ...(bookingNotices ? { bookingNotices } : {}),
  publicBookingLimits: readPublicBookingLimits(process.env),
  trustProxy: readProxyTrust(process.env.TRUST_PROXY),
  ...(process.env.PUBLIC_RATE_LIMIT_PER_MINUTE
    ? { publicRateLimitPerMinute: Number(process.env.PUBLIC_RATE_LIMIT_PER_MINUTE) }
    : {}),
  verifyAccessToken: createAccessTokenVerifier({
    issuer: config.issuer,
    clientIds: config.clientIds,
    jwksUrl: config.jwksUrl,
  }),
  // Fans sign in through the same pool with their own app client: its tokens open the fan routes only.
  fanSide: {
    verifyFanAccessToken:
      config.fanClientIds.length > 0
        ? createAccessTokenVerifier({
            issuer: config.issuer,
            clientIds: config.fanClientIds,
            jwksUrl: config.jwksUrl,
          })
        : undefined,
    payments: readPaymentSettings(process.env),
  },
  readIdentityProfile: createIdentityProfileReader(new URL(config.issuer).origin),
  revokeRefreshTokens: createRefreshTokenRevoker(new URL(config.issuer).origin),
  // The site's app client signs creators in: a re-entered password is checked through it.
  confirmPassword: createPasswordConfirmer(new URL(config.issuer).origin, config.clientIds[0] as string),
  corsOrigins: config.corsOrigins,
  // Answers are checked against the contract everywhere but in production, where API_RESPONSE_CHECKS=on brings
  // the check back (the test suites prove the answers; checking each costs about a tenth of a list).
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
  liveIngestUrl: config.liveIngestUrl,
  mediaStore,
  ...(config.storageQuotaBytes ? { storageQuotaBytes: config.storageQuotaBytes } : {}),
  creatorLimits: config.creatorLimits,
  // Several processes on one PostgreSQL are one API for uploads too: an upload's requests may land on any of them.
  uploadLocker: config.databaseUrl
    ? createPostgresUploadLocker(config.databaseUrl)
    : createMemoryUploadLocker(),
  mediaUrlSecret: secret,
});
// Everything still sealed under an older key is sealed under the current one now: the previous key (and the media
// secret) can be retired once every instance has started with the new one.
const resealed = await resealCalendarCredentials({ db, calendars });
if (resealed.resealed > 0 || resealed.unreadable > 0) app.log.info(resealed, 'calendar credentials resealed');
const poller = startPublicationPoller({
  db,
  // Tests of scheduled publication across processes poll faster than production's default.
  ...(process.env.PUBLICATION_POLL_MS ? { intervalMs: Number(process.env.PUBLICATION_POLL_MS) } : {}),
  onError: (error) => app.log.error({ err: error }, 'scheduled publication failed'),
});
// Pays each creator's available balance on their schedule (one process per creator, FOR UPDATE SKIP LOCKED).
const payouts = startPayoutPoller({
  db,
  onError: (error) => app.log.error({ err: error }, 'scheduled payout failed'),
});

// Notification mails leave after the commit of what caused them, from the outbox, once each.
const notificationMailer = process.env.SMTP_URL
  ? (await import('./jobs/notification-mailer')).startNotificationMailer({
      db,
      send: (await import('./mail/smtp-sender')).smtpMailSender({
        smtpUrl: process.env.SMTP_URL,
        from: process.env.MAIL_FROM ?? 'MYM creators <no-reply@creators.local>',
      }),
      onError: (error) => app.log.warn({ err: error }, 'a notification mail could not be sent'),
    })
  : undefined;
// Closed accounts whose 30 days are over are deleted, their media files included (once, on any process).
const accountDeletion = startAccountDeletionPoller({
  db,
  reach: { mediaStore, deleteIdentityUser: createIdentityUserDeleter(config.issuer) },
  onError: (error) => app.log.error({ err: error }, 'deleting a closed account failed'),
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
      await payouts.stop();
      await notificationMailer?.stop();
      await accountDeletion.stop();
      await app.close();
      // Notices of bookings already answered are still owed to their fans.
      await bookingNotices?.idle();
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
