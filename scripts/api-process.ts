import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalIdentity } from '../server/src/identity/local/start';
import { spawnLogged, stopChild, waitForUrl } from './child-processes';
import { ROOT } from './repository-root';

/**
 * `source` runs `server/src` through tsx (development); `bundled` runs the deployed bundle that `pnpm build` makes
 * (`API_BUNDLE`), with plain node: end-to-end tests and the bench measure what is deployed.
 */
export type ApiBuild = 'source' | 'bundled';
/** Made by `scripts/bundle-api.ts`. */
const API_BUNDLE = join('dist', 'main.mjs');

export interface ApiOptions {
  dataDir: string;
  identity: Pick<
    LocalIdentity,
    'issuer' | 'demoCreatorSub' | 'userPoolClientId' | 'fanClientId' | 'demoFanSubs'
  >;
  port: number;
  /** Browser origins the API accepts. */
  corsOrigins?: string[];
  /** A PostgreSQL server; embedded PGlite under `dataDir` when absent. */
  databaseUrl?: string | undefined;
  verbose?: boolean | undefined;
  env?: Record<string, string> | undefined;
  api?: ApiBuild | undefined;
}

/** Starts the reference API (`server/src/main.ts`) as a child process and waits for its health check. */
export async function startApi(
  options: ApiOptions,
): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const url = `http://127.0.0.1:${options.port}`;
  const bundled = options.api === 'bundled';
  if (bundled && !existsSync(join(ROOT, 'server', API_BUNDLE)))
    throw new Error(
      `server/${API_BUNDLE} is missing: \`pnpm build\` (or \`tsx scripts/bundle-api.ts\`) makes it`,
    );
  // The deployed command (README): a young generation capped at 2 MB keeps the API near 150 MB while it receives
  // uploads on PostgreSQL, where V8's default let the churn of their chunks grow it by 70 to 100 MB.
  const entry = bundled ? ['--max-semi-space-size=2', API_BUNDLE] : ['--import', 'tsx', 'src/main.ts'];
  const api = spawnLogged('api', process.execPath, entry, {
    cwd: join(ROOT, 'server'),
    env: {
      API_HOST: '127.0.0.1',
      API_PORT: String(options.port),
      // Links the API hands out (media files, the local calendar provider) point back at it.
      API_PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      IDENTITY_ISSUER: options.identity.issuer,
      IDENTITY_CLIENT_IDS: options.identity.userPoolClientId,
      IDENTITY_FAN_CLIENT_IDS: options.identity.fanClientId,
      // Local stacks pay with the payment stand-in's test cards; never set outside development.
      PAYMENT_DEV_STANDIN: '1',
      DEMO_CREATOR_SUB: options.identity.demoCreatorSub,
      DEMO_FAN_SUBS: options.identity.demoFanSubs.join(','),
      ...(options.corsOrigins ? { CORS_ORIGINS: options.corsOrigins.join(',') } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    verbose: options.verbose,
  });
  try {
    await waitForUrl(`${url}/health`, api, 'API', 120_000);
  } catch (error) {
    await stopChild(api);
    throw error;
  }
  return { url, process: api, stop: () => stopChild(api) };
}
