import { join, resolve } from 'node:path';
import { type CreatorLimits, readCreatorLimits } from './http/creator-limits';
import type { S3MediaSettings } from './media/media-store';
import { readS3MediaSettings } from './media/s3-media-config';

/** Everything the API reads from its environment, resolved once at start. */
export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the API uses embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Token issuer: `http://127.0.0.1:9229/<poolId>` locally, `https://cognito-idp.<region>.amazonaws.com/<poolId>` in production. */
  issuer: string;
  /** The pool's app clients whose access tokens are creators' (`IDENTITY_CLIENT_IDS`, comma-separated). */
  clientIds: string[];
  /** The pool's app clients whose access tokens are fans' (`IDENTITY_FAN_CLIENT_IDS`; none: no fan routes). */
  fanClientIds: string[];
  /** Where the pool's public keys are published; defaults to the issuer's well-known JWKS. */
  jwksUrl: string;
  /** Browser origins allowed to call the API (the site, partner pages). */
  corsOrigins: string[];
  /** The API's own public origin, for absolute media links and the local calendar provider. */
  publicUrl: string;
  /** Uploaded and seeded media files (`<dataDir>/media`). */
  mediaDir: string;
  /** Unfinished tus uploads (`<dataDir>/uploads`). */
  uploadDir: string;
  /** The S3-compatible bucket media live in (`MEDIA_S3_*`); undefined keeps them under `mediaDir` and `uploadDir`. */
  mediaS3: S3MediaSettings | undefined;
  /** Bytes each creator may keep in the cloud (`STORAGE_QUOTA_BYTES`). */
  storageQuotaBytes: number | undefined;
  /** Caps on what one creator may create (`OPEN_UPLOADS_MAX`, `COLLECTIONS_MAX`, ...: creator-limits.ts). */
  creatorLimits: Partial<CreatorLimits>;
  /** Signs media links; when absent the API keeps a generated one in the data folder. */
  mediaUrlSecret: string | undefined;
  /**
   * Seals stored calendar credentials (`CALENDAR_CREDENTIALS_KEY`), and the key before the last rotation, still
   * opened (`CALENDAR_CREDENTIALS_PREVIOUS_KEY`); when absent (development) the API keeps one in the data folder.
   */
  calendarCredentialsKey: string | undefined;
  calendarCredentialsPreviousKey: string | undefined;
  /** The identity subject of the demo creator whose content the seed writes on start (dev and e2e stacks). */
  demoCreatorSub: string | undefined;
  /** The operator's streaming service ingest URL (`LIVE_INGEST_URL`, e.g. rtmps://live.example/app); none: lives show no ingest settings. */
  liveIngestUrl: string | undefined;
}

/** The least secret a key may hold: 32 bytes, the size of the AES-256 and HMAC-SHA-256 keys made from it. */
export const SECRET_MIN_BYTES = 32;

/** Secrets that must be long enough to resist guessing, when they are given. */
const SECRET_VARIABLES = [
  'MEDIA_URL_SECRET',
  'CALENDAR_CREDENTIALS_KEY',
  'CALENDAR_CREDENTIALS_PREVIOUS_KEY',
] as const;

/** Hosts of the development identity (`cognito-local`), which never checks a password's owner like Cognito. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * What production refuses to start without: an explicit CORS allowlist, one media link secret that
 * every instance shares (links signed by one must verify on the others), an https issuer, and not the
 * development identity.
 */
export function productionConfigProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.CORS_ORIGINS) problems.push('CORS_ORIGINS must list the allowed origins');
  if (!env.MEDIA_URL_SECRET) problems.push('MEDIA_URL_SECRET must be set, the same for every instance');
  if (!env.CALENDAR_CREDENTIALS_KEY) {
    problems.push(
      'CALENDAR_CREDENTIALS_KEY must be set, the same for every instance: it seals calendar credentials',
    );
  }
  for (const name of SECRET_VARIABLES) {
    const value = env[name];
    if (value && Buffer.byteLength(value, 'utf8') < SECRET_MIN_BYTES) {
      problems.push(`${name} must be at least ${SECRET_MIN_BYTES} bytes long`);
    }
  }
  const issuer = URL.parse(env.IDENTITY_ISSUER ?? '');
  if (issuer?.protocol !== 'https:') problems.push('IDENTITY_ISSUER must be an https URL');
  if (issuer && LOOPBACK_HOSTS.has(issuer.hostname)) {
    problems.push('IDENTITY_ISSUER must not be the development identity');
  }
  if (!env.SMTP_URL) problems.push('SMTP_URL must be set: fans are told of their bookings by email');
  if (env.CALENDAR_DEV_PROVIDER === '1') {
    problems.push('CALENDAR_DEV_PROVIDER must be off: its calendar consents without asking anyone');
  }
  return problems;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems = productionConfigProblems(env);
  if (problems.length > 0) throw new Error(`Refusing to start in production: ${problems.join('; ')}`);
  const issuer = env.IDENTITY_ISSUER;
  if (!issuer) throw new Error('IDENTITY_ISSUER is required (e.g. http://127.0.0.1:9229/local_abc)');
  const clientIds = (env.IDENTITY_CLIENT_IDS ?? '').split(',').filter(Boolean);
  if (clientIds.length === 0) {
    throw new Error('IDENTITY_CLIENT_IDS is required: the app client ids whose tokens are creators');
  }
  const host = env.API_HOST ?? '127.0.0.1';
  const port = Number(env.API_PORT ?? 4000);
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  return {
    host,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    publicUrl: (env.API_PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, ''),
    mediaDir: join(dataDir, 'media'),
    uploadDir: join(dataDir, 'uploads'),
    mediaS3: readS3MediaSettings(env),
    mediaUrlSecret: env.MEDIA_URL_SECRET || undefined,
    calendarCredentialsKey: env.CALENDAR_CREDENTIALS_KEY || undefined,
    calendarCredentialsPreviousKey: env.CALENDAR_CREDENTIALS_PREVIOUS_KEY || undefined,
    storageQuotaBytes: env.STORAGE_QUOTA_BYTES ? Number(env.STORAGE_QUOTA_BYTES) : undefined,
    creatorLimits: readCreatorLimits(env),
    demoCreatorSub: env.DEMO_CREATOR_SUB || undefined,
    liveIngestUrl: env.LIVE_INGEST_URL || undefined,
    issuer,
    clientIds,
    fanClientIds: (env.IDENTITY_FAN_CLIENT_IDS ?? '').split(',').filter(Boolean),
    jwksUrl: env.IDENTITY_JWKS_URL ?? `${issuer}/.well-known/jwks.json`,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:4321,http://127.0.0.1:4321')
      .split(',')
      .filter(Boolean),
  };
}
