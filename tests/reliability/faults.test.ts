import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../server/src/media/png-image';
import { createTokenForge } from '../../server/src/testing/token-forge';
import { type LocalPostgres, startLocalPostgres } from '../contract/support/postgres';
import { type ApiProcess, serveJwks, startApiProcess } from './support/api-process';

/** Ports of this suite, away from bin/dev, the end-to-end, contract and bench stacks. */
const PORTS = { api: 4400, postgres: 5744 } as const;

let postgres: LocalPostgres;
let jwks: Awaited<ReturnType<typeof serveJwks>>;
let dataDir: string;
let bearer: string;
let api: ApiProcess;

const start = () => startApiProcess({ port: PORTS.api, dataDir, databaseUrl: postgres.url, identity: jwks });

beforeAll(async () => {
  const forge = await createTokenForge();
  jwks = await serveJwks(forge.jwks);
  postgres = await startLocalPostgres({ port: PORTS.postgres, database: 'creators_faults' });
  dataDir = mkdtempSync(join(tmpdir(), 'creators-faults-'));
  bearer = `Bearer ${await forge.sign({ sub: 'sub-faults' }, { issuer: jwks.issuer, expiresIn: '2h' })}`;
  api = await start();
});
afterAll(async () => {
  await api?.kill();
  await postgres?.stop();
  await jwks?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const b64 = (text: string) => Buffer.from(text).toString('base64');
const tus = { 'tus-resumable': '1.0.0' };

describe('faults: the API and its database fail and come back', () => {
  it('the API killed mid-upload and restarted: the upload resumes from the server offset, sha256 equal', async () => {
    const file = gradientPng(1200, 1200, [10, 20, 30], [250, 200, 100]);
    const created = await fetch(`${api.url}/uploads`, {
      method: 'POST',
      headers: {
        authorization: bearer,
        ...tus,
        'upload-length': String(file.length),
        'upload-metadata': `filename ${b64('photo.png')},filetype ${b64('image/png')}`,
      },
    });
    expect(created.status).toBe(201);
    const path = new URL(created.headers.get('location') as string).pathname;
    const half = Math.floor(file.length / 2);
    const patch = (offset: number, bytes: Buffer) =>
      fetch(`${api.url}${path}`, {
        method: 'PATCH',
        headers: {
          authorization: bearer,
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(bytes),
      });
    expect((await patch(0, file.subarray(0, half))).status).toBe(204);

    await api.kill();
    api = await start();

    const head = await fetch(`${api.url}${path}`, {
      method: 'HEAD',
      headers: { authorization: bearer, ...tus },
    });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(half);
    const last = await patch(offset, file.subarray(offset));
    expect(last.status).toBe(200);
    const { data } = await last.json();
    const stored = Buffer.from(await (await fetch(data.url)).arrayBuffer());
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(stored)).toBe(sha(file));
  });

  it('PostgreSQL restarted under load: requests fail cleanly (503 in the envelope), then recover; the API lives on', async () => {
    const statuses = new Map<number, number>();
    const unclean: string[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const response = await fetch(`${api.url}/creators/me`, { headers: { authorization: bearer } }).catch(
          () => null,
        );
        if (!response) {
          unclean.push('connection refused by the API');
          continue;
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status !== 200) {
          const body = await response.json().catch(() => null);
          if (response.status !== 503 || body?.error?.code !== 'service_unavailable') {
            unclean.push(`${response.status} ${JSON.stringify(body)}`);
          }
        } else {
          await response.arrayBuffer();
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((done) => setTimeout(done, 500));
    await postgres.restart();
    await new Promise((done) => setTimeout(done, 1000));
    running = false;
    await Promise.all(workers);
    console.log(`PostgreSQL restart under load: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`);
    expect(unclean.slice(0, 5)).toEqual([]);
    expect(api.child.exitCode).toBeNull();
    const after = await fetch(`${api.url}/creators/me`, { headers: { authorization: bearer } });
    expect(after.status).toBe(200);
  });
});
