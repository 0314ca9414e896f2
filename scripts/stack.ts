import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_CREATOR } from '../server/src/identity/local/demo-creator';
import { type LocalIdentity, startLocalIdentity } from '../server/src/identity/local/start';
import { startLocalMailbox } from '../server/src/mail/local-mailbox';
import { type LocalRadicale, startRadicale } from './radicale';

export const ROOT = resolve(import.meta.dirname, '..');

export interface StackOptions {
  dataDir: string;
  /**
   * `dev` runs `astro dev` with reloads; `built` runs the production server of `site/dist` (tests, previews);
   * `none` starts identity and API only (SDK scripts and their tests need no site).
   */
  site: 'dev' | 'built' | 'none';
  identityPort?: number;
  hostedLoginPort?: number;
  apiPort?: number;
  sitePort?: number;
  /** Extra browser origins the API accepts (partner pages in tests). */
  extraCorsOrigins?: string[];
  /** A PostgreSQL server for the API; embedded PGlite under `dataDir` when absent. */
  databaseUrl?: string;
  /**
   * A second built site whose pool confirms sign-ups by link instead of code (spec 4), so both modes can be used
   * against one identity; only with `site: 'built'`.
   */
  linkVerificationSitePort?: number;
  /** Print each process's output with a prefix. */
  verbose?: boolean;
  /** A local CalDAV server (Debian's radicale) for the catalog's calendar, on this port. */
  calDavPort?: number;
  /** Keep the CalDAV server's calendars and password in `<dataDir>/radicale` across restarts (bin/dev). */
  keepCalDav?: boolean;
  /** A local SMTP server on this port, keeping each mail the API sends in `<dataDir>/mail` as an `.eml` file. */
  mailPort?: number;
  /** More of the API's environment (`CALENDAR_DEV_PROVIDER`, `PUBLIC_RATE_LIMIT_PER_MINUTE`) for test stacks. */
  apiEnv?: Record<string, string>;
  api?: ApiBuild;
}

/**
 * `source` runs `server/src` through tsx (development); `bundled` runs the deployed bundle that `pnpm build` makes
 * (`API_BUNDLE`), with plain node: end-to-end tests and the bench measure what is deployed.
 */
export type ApiBuild = 'source' | 'bundled';
/** Made by `scripts/bundle-api.ts`. */
const API_BUNDLE = join('dist', 'main.mjs');

export interface Stack {
  identity: LocalIdentity;
  apiUrl: string;
  siteUrl: string;
  /** The local CalDAV account a creator connects in the catalog, when `calDavPort` was given. */
  calDav: { url: string; username: string; password: string } | undefined;
  stop(): Promise<void>;
}

/** Starts the local identity, then the API, the site (and the mailbox and CalDAV server) side by side, on loopback. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const identityPort = options.identityPort ?? 9229;
  const apiPort = options.apiPort ?? 4000;
  const sitePort = options.sitePort ?? 4321;
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const children: ChildProcess[] = [];

  const siteUrl = `http://localhost:${sitePort}/app`;
  const identity = await startLocalIdentity({
    dataDir,
    port: identityPort,
    hostedLoginPort: options.hostedLoginPort ?? identityPort + 1,
    hostedLogin: { callbackUrls: [`${siteUrl}/oauth2/callback`], logoutUrls: [siteUrl] },
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  let radicale: LocalRadicale | undefined;
  let mailbox: Awaited<ReturnType<typeof startLocalMailbox>> | undefined;
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await identity.stop();
    await radicale?.stop();
    await mailbox?.stop();
  };

  try {
    // The site needs only addresses, so it starts beside the mailbox, the calendar server and the API: the stack
    // is ready when the slowest of them is, not after each in turn.
    const api = (async () => {
      if (options.mailPort)
        mailbox = await startLocalMailbox({ port: options.mailPort, dir: join(dataDir, 'mail') });
      const started = await startApi({
        dataDir,
        identity,
        port: apiPort,
        corsOrigins: [
          sitePort,
          ...(options.linkVerificationSitePort ? [options.linkVerificationSitePort] : []),
        ]
          .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
          .concat(options.extraCorsOrigins ?? []),
        databaseUrl: options.databaseUrl,
        verbose: options.verbose,
        api: options.api,
        env: {
          ...(mailbox ? { SMTP_URL: mailbox.url } : {}),
          // The API connects to no internal address on a creator's behalf, but this radicale is the operator's.
          ...(options.calDavPort ? { CALENDAR_ALLOWED_HOSTS: `127.0.0.1:${options.calDavPort}` } : {}),
          ...options.apiEnv,
        },
      });
      children.push(started.process);
    })();
    const calendar = options.calDavPort
      ? startRadicale({
          port: options.calDavPort,
          ...(options.keepCalDav ? { dir: join(dataDir, 'radicale') } : {}),
        }).then((started) => {
          radicale = started;
        })
      : undefined;

    const siteEnv = {
      PUBLIC_API_URL: apiUrl,
      PUBLIC_USER_POOL_ID: identity.userPoolId,
      PUBLIC_USER_POOL_CLIENT_ID: identity.userPoolClientId,
      PUBLIC_USER_POOL_ENDPOINT: identity.endpoint,
      PUBLIC_HOSTED_LOGIN_DOMAIN: identity.hostedLoginDomain,
      HOST: 'localhost',
      PORT: String(sitePort),
    };
    const site =
      options.site === 'none'
        ? undefined
        : options.site === 'dev'
          ? spawnLogged(
              'site',
              process.execPath,
              [astroBin(), 'dev', '--port', String(sitePort), '--host', 'localhost'],
              {
                cwd: join(ROOT, 'site'),
                env: siteEnv,
                verbose: options.verbose,
              },
            )
          : spawnLogged('site', process.execPath, ['dist/server/entry.mjs'], {
              cwd: join(ROOT, 'site'),
              env: siteEnv,
              verbose: options.verbose,
            });
    if (site) children.push(site);
    // Every start settles before a failure is thrown, so `stop` finds each process that did start.
    const outcomes = await Promise.allSettled([
      api,
      calendar,
      site && waitForUrl(`${siteUrl}/login`, site, 'site', 120_000),
    ]);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const linkPort = options.linkVerificationSitePort;
    if (linkPort && options.site === 'built') {
      const linkSite = spawnLogged('link-site', process.execPath, ['dist/server/entry.mjs'], {
        cwd: join(ROOT, 'site'),
        env: { ...siteEnv, PORT: String(linkPort), PUBLIC_SIGNUP_VERIFICATION: 'link' },
        verbose: options.verbose,
      });
      children.push(linkSite);
      await waitForUrl(`http://localhost:${linkPort}/app/login`, linkSite, 'link-site', 60_000);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const calDav = radicale
    ? { url: radicale.url, username: radicale.username, password: radicale.password }
    : undefined;
  writeFileSync(
    join(dataDir, 'stack.json'),
    JSON.stringify(
      { apiUrl, siteUrl, ...identity, stop: undefined, dataDir, demoCreator: DEMO_CREATOR, calDav },
      null,
      2,
    ),
  );
  return { identity, apiUrl, siteUrl, calDav, stop };
}

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

function astroBin(): string {
  return join(ROOT, 'site', 'node_modules', 'astro', 'bin', 'astro.mjs');
}

function spawnLogged(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; verbose?: boolean | undefined },
): ChildProcess & { output: string[] } {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as ChildProcess & { output: string[] };
  child.output = [];
  const collect = (chunk: Buffer) => {
    const text = String(chunk);
    child.output.push(text);
    if (child.output.length > 200) child.output.shift();
    if (options.verbose)
      for (const line of text.split('\n').filter(Boolean)) console.log(`[${name}] ${line}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // A runner that dies (an uncaught error, a failed assertion) must not leave servers holding the ports.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  return child;
}

async function waitForUrl(
  url: string,
  child: ChildProcess & { output?: string[] },
  name: string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${child.output?.join('') ?? ''}`);
    const answered = await fetch(url, { redirect: 'manual' }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${name} did not answer on ${url} within ${timeoutMs / 1000} s:\n${child.output?.join('') ?? ''}`,
  );
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}
