import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { join, resolve } from 'node:path';
import { TEST_CLIENT_ID } from '../../../server/src/testing/token-forge';

const SERVER_DIR = resolve(import.meta.dirname, '..', '..', '..', 'server');

/** Serves a pool's key set on loopback, so an API in another process verifies the tokens a test forges. */
export async function serveJwks(
  jwks: unknown,
): Promise<{ issuer: string; jwksUrl: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(jwks));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    issuer: `http://127.0.0.1:${port}/local_reliability`,
    jwksUrl: `http://127.0.0.1:${port}/jwks.json`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: the process dies as a crash would, mid-request. */
  kill(): Promise<void>;
}

/** The real API (`server/src/main.ts`) as a child process on PostgreSQL, waiting for its health check. */
export async function startApiProcess(options: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  identity: { issuer: string; jwksUrl: string };
  /** How often this process looks for due publications. */
  publicationPollMs?: number;
  /** More environment (`CALENDAR_DEV_PROVIDER`, `PUBLIC_RATE_LIMIT_PER_MINUTE`). */
  env?: Record<string, string>;
}): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  await assertPortFree(options.port);
  const child = spawn(process.execPath, ['--import', 'tsx', join(SERVER_DIR, 'src', 'main.ts')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_LOG: '0',
      API_HOST: '127.0.0.1',
      API_PORT: String(options.port),
      API_PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      IDENTITY_ISSUER: options.identity.issuer,
      IDENTITY_JWKS_URL: options.identity.jwksUrl,
      IDENTITY_CLIENT_IDS: TEST_CLIENT_ID,
      MEDIA_URL_SECRET: 'reliability-secret',
      ...(options.publicationPollMs ? { PUBLICATION_POLL_MS: String(options.publicationPollMs) } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the API did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    child,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Refuses a port another process already listens on. The health check below would otherwise pass on that
 * process's answer (another stack's API, say, started beside this suite), the child would die on its bind, and the
 * tests would run against the stranger and fail with its tokens refused instead of saying why.
 */
async function assertPortFree(port: number): Promise<void> {
  const probe = createTcpServer();
  await new Promise<void>((done, fail) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is taken by another process: stop it, or run this suite alone`)
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
  });
}
