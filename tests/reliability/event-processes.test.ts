import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCreatorClient, type LiveEvent } from '@mym/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenForge, TEST_FAN_CLIENT_ID } from '../../server/src/testing/token-forge';
import { type LocalPostgres, startLocalPostgres } from '../contract/support/postgres';
import { type ApiProcess, serveJwks, startApiProcess } from './support/api-process';

/** Beside the other process tests' ports, moved by the run's offset like every test stack. */
const offset = Number(process.env.CONTRACT_PORT_OFFSET ?? 0);
const PORTS = { first: 4414 + offset, second: 4415 + offset, postgres: 5756 + offset } as const;

let postgres: LocalPostgres;
let jwks: Awaited<ReturnType<typeof serveJwks>>;
const dataDirs: string[] = [];
const apis: ApiProcess[] = [];
let creatorToken: string;
let fanToken: string;

async function startOn(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'creators-events-'));
  dataDirs.push(dataDir);
  const api = await startApiProcess({
    port,
    dataDir,
    databaseUrl: postgres.url,
    identity: jwks,
    env: { IDENTITY_FAN_CLIENT_IDS: TEST_FAN_CLIENT_ID },
  });
  apis.push(api);
  return api;
}

async function call(base: string, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()).data;
}

beforeAll(async () => {
  const forge = await createTokenForge();
  jwks = await serveJwks(forge.jwks);
  postgres = await startLocalPostgres({ port: PORTS.postgres, database: 'creators_events' });
  creatorToken = await forge.sign({ sub: 'sub-streamer' }, { issuer: jwks.issuer, expiresIn: '2h' });
  fanToken = await forge.sign(
    { sub: 'sub-writer', client_id: TEST_FAN_CLIENT_ID },
    { issuer: jwks.issuer, expiresIn: '2h' },
  );
}, 120_000);
afterAll(async () => {
  for (const process of apis) await process.kill();
  await postgres?.stop();
  await jwks?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('live events across API processes (DESIGN "Live updates": LISTEN/NOTIFY on PostgreSQL)', () => {
  it("a fan's message written through one process reaches the creator's stream open on the other", async () => {
    const first = await startOn(PORTS.first);
    const second = await startOn(PORTS.second);
    const creator = await call(first.url, 'GET', '/creators/me', creatorToken);
    await call(second.url, 'PUT', `/fan/creators/${creator.id}/follow`, fanToken);

    const client = createCreatorClient({
      apiUrl: first.url,
      auth: { userPoolId: 'local_reliability', userPoolClientId: 'creators-test-client' },
      cookies: { read: () => `mym_access_token=${creatorToken}`, write: () => undefined },
    });
    const heard: LiveEvent[] = [];
    const stream = client.events.subscribe((event) => heard.push(event));
    const sent = new Set<string>();
    // A fan's message also notifies the creator (`notification.created`), in either order: look for the message.
    const heardMessage = () => heard.find((event) => event.type === 'message.created');
    // The stream opens asynchronously: write through the second process once a second until it is heard.
    for (let i = 0; i < 150 && !heardMessage(); i += 1) {
      if (i % 10 === 0) {
        const message = await call(second.url, 'POST', `/fan/creators/${creator.id}/messages`, fanToken, {
          text: `hello ${i}`,
        });
        sent.add(message.id);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stream.close();
    const message = heardMessage();
    expect(message?.type).toBe('message.created');
    expect(sent.has(message?.type === 'message.created' ? (message.messageId ?? '') : '')).toBe(true);
  });
});
