import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenForge } from '../../server/src/testing/token-forge';
import { type LocalPostgres, startLocalPostgres } from '../contract/support/postgres';
import { type ApiProcess, serveJwks, startApiProcess } from './support/api-process';

/** A port nobody listens on now (other suites and engineers run stacks on this machine at the same time). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', () => listening()));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

/** Requests per minute and address of the public calls in this suite: small enough to reach in a test. */
const PER_MINUTE = 6;

let postgres: LocalPostgres;
let jwks: Awaited<ReturnType<typeof serveJwks>>;
const dataDirs: string[] = [];
const apis: ApiProcess[] = [];
let creatorBearer: string;

async function startApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'creators-abuse-'));
  dataDirs.push(dataDir);
  const api = await startApiProcess({
    port: await freePort(),
    dataDir,
    databaseUrl: postgres.url,
    identity: jwks,
    // Behind the operator's proxy on loopback, as in production behind a load balancer.
    env: { PUBLIC_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), TRUST_PROXY: '127.0.0.1' },
  });
  apis.push(api);
  return api;
}

beforeAll(async () => {
  const forge = await createTokenForge();
  jwks = await serveJwks(forge.jwks);
  postgres = await startLocalPostgres({ port: await freePort(), database: 'creators_abuse' });
  creatorBearer = `Bearer ${await forge.sign({ sub: 'sub-bystander' }, { issuer: jwks.issuer, expiresIn: '2h' })}`;
  await startApi();
  await startApi();
}, 180_000);
afterAll(async () => {
  for (const api of apis) await api.kill();
  await postgres?.stop();
  await jwks?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A call that gives up after `ms`, answering how long it took and its status (0 when it gave up). */
async function timed(url: string, init: RequestInit, ms: number) {
  const started = performance.now();
  const status = await fetch(url, { ...init, signal: AbortSignal.timeout(ms) }).then(
    async (response) => ({ status: response.status, body: await response.json().catch(() => undefined) }),
    () => ({ status: 0, body: undefined }),
  );
  return { ...status, ms: performance.now() - started };
}

describe('one anonymous request never stalls the API (README "Hostile input")', () => {
  it('a booking with a 250 KB hostile email answers 400 in well under a second while a creator is served meanwhile', async () => {
    const [api] = apis as [ApiProcess];
    const hostileEmail = `a@${'.'.repeat(250_000)}@`;
    const booking = timed(
      `${api.url}/public/consultations/${randomUUID()}/bookings`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
        body: JSON.stringify({
          start: '2026-06-16T07:00:00.000Z',
          name: 'Grace',
          email: hostileEmail,
          timeZone: 'Europe/Paris',
        }),
      },
      10_000,
    );
    // Sent while the hostile body is being read and checked.
    await new Promise((later) => setTimeout(later, 20));
    const creator = timed(`${api.url}/creators/me`, { headers: { authorization: creatorBearer } }, 10_000);
    const [refused, served] = await Promise.all([booking, creator]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.email).toEqual(['mandatory_field_is_empty_error']);
    // Generous bounds: the former email pattern held this request, and everyone's after it, for two minutes.
    expect(refused.ms).toBeLessThan(2_000);
    expect(served.status).toBe(200);
    expect(served.ms).toBeLessThan(2_000);
  });
});

describe('rate limits count across API processes and tell clients apart behind the proxy (README "Hostile input")', () => {
  it(`${PER_MINUTE} calls a minute per address, alternating between two processes; another client is still served`, async () => {
    const list = (api: ApiProcess, client: string) =>
      fetch(`${api.url}/public/creators/${randomUUID()}/consultations`, {
        headers: { 'x-forwarded-for': client },
      });
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i++) {
      statuses.push((await list(apis[i % 2] as ApiProcess, '198.51.100.7')).status);
    }
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(200), 429, 429]);
    const limited = await list(apis[0] as ApiProcess, '198.51.100.7');
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect((await list(apis[1] as ApiProcess, '198.51.100.8')).status).toBe(200);
  });
});
