/**
 * Runs in its own Node process (`node --import tsx`), started by the global setup: the local identity's
 * launcher uses `import.meta.resolve`, which Vitest's module runner does not offer. Starts PostgreSQL when asked,
 * the identity and the API, adds the second creator, prints one `READY <json>` line, and stops everything on
 * SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../../scripts/stack';
import { DEMO_CREATOR } from '../../../server/src/identity/local/demo-creator';
import { type LocalS3, startLocalS3 } from '../../../server/src/testing/local-s3';
import { createCreatorAccount } from './identity';
import { type LocalPostgres, startLocalPostgres } from './postgres';
import type { ContractStack } from './stack';

/**
 * Ports of this suite, away from `bin/dev` (9229, 4000) and the end-to-end stack (9329, 4100).
 * `CONTRACT_PORT_OFFSET` shifts them all, so two runs on one machine do not collide.
 */
const offset = Number(process.env.CONTRACT_PORT_OFFSET ?? 0);
const PORTS = {
  identity: 9429 + offset,
  hostedLogin: 9430 + offset,
  api: 4200 + offset,
  postgres: 5544 + offset,
} as const;
const OTHER_CREATOR = { email: 'other.creator@creators.local', password: 'Other#Creator2026', name: 'Other' };
const BOOKABLE_CREATOR = {
  email: 'bookable.creator@creators.local',
  password: 'Bookable#Creator2026',
  name: 'Bookable',
};

/** The contract suite plays the payment service: it signs webhook events with this. */
const PAYMENT_WEBHOOK_SECRET = 'contract-payment-webhook-secret';

const database = process.env.CONTRACT_DATABASE === 'postgres' ? 'postgres' : 'pglite';
/** `CONTRACT_MEDIA_STORE=s3` keeps the API's media in a local S3-compatible server instead of the disk. */
const mediaStore = process.env.CONTRACT_MEDIA_STORE === 's3' ? 's3' : 'disk';
const dataDir = mkdtempSync(join(tmpdir(), 'creators-contract-'));
let postgres: LocalPostgres | undefined;
let s3: LocalS3 | undefined;
let stopStack: (() => Promise<void>) | undefined;

async function stop(code: number) {
  try {
    await stopStack?.();
    await postgres?.stop();
    await s3?.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  if (database === 'postgres') {
    postgres = await startLocalPostgres({ port: PORTS.postgres, database: 'creators_contract' });
  }
  if (mediaStore === 's3') s3 = await startLocalS3();
  const stack = await startStack({
    dataDir,
    site: 'none',
    identityPort: PORTS.identity,
    hostedLoginPort: PORTS.hostedLogin,
    apiPort: PORTS.api,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    verbose: process.env.CONTRACT_VERBOSE === '1',
    // The calendar stand-in keeps these tests about the contract, not CalDAV (tested against radicale in
    // server/); fans booking 50 at once from one address must not meet the rate limit.
    // Every contract test calls from this one address: the limits have their own tests (reliability, server).
    apiEnv: {
      CALENDAR_DEV_PROVIDER: '1',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      BOOKING_ATTEMPTS_PER_ADDRESS_PER_HOUR: '100000',
      BOOKING_ATTEMPTS_PER_CREATOR_PER_HOUR: '100000',
      PAYMENT_WEBHOOK_SECRET,
      ...s3?.env,
    },
  });
  stopStack = stack.stop;
  const { identity } = stack;
  await createCreatorAccount(identity, OTHER_CREATOR);
  await createCreatorAccount(identity, BOOKABLE_CREATOR);
  const ready: ContractStack = {
    apiUrl: stack.apiUrl,
    identity: {
      endpoint: identity.endpoint,
      userPoolId: identity.userPoolId,
      userPoolClientId: identity.userPoolClientId,
      fanClientId: identity.fanClientId,
      issuer: identity.issuer,
      demoCreatorSub: identity.demoCreatorSub,
    },
    demoCreator: { email: DEMO_CREATOR.email, password: DEMO_CREATOR.password },
    otherCreator: { email: OTHER_CREATOR.email, password: OTHER_CREATOR.password },
    bookableCreator: { email: BOOKABLE_CREATOR.email, password: BOOKABLE_CREATOR.password },
    paymentWebhookSecret: PAYMENT_WEBHOOK_SECRET,
    database,
    mediaStore,
  };
  console.log(`READY ${JSON.stringify(ready)}`);
} catch (error) {
  console.error(error);
  await stop(1);
}
