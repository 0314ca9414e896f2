import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../server/src/media/png-image';
import { createS3Store } from '../../server/src/media/s3-store';
import { type LocalS3, startLocalS3 } from '../../server/src/testing/local-s3';
import { createTokenForge } from '../../server/src/testing/token-forge';
import { type LocalPostgres, startLocalPostgres } from '../contract/support/postgres';
import { type ApiProcess, serveJwks, startApiProcess } from './support/api-process';

/** Beside the other reliability ports, shifted like the contract stack's so parallel runs do not collide. */
const OFFSET = Number(process.env.CONTRACT_PORT_OFFSET ?? 0);
const PORTS = { first: 4414 + OFFSET, second: 4415 + OFFSET, postgres: 5762 + OFFSET } as const;
/** Small chunks, so one upload makes many requests to alternate (the SDK sends 64 KB ones, spec 9). */
const CHUNK = 2 * 1024;

let postgres: LocalPostgres;
let s3: LocalS3;
let jwks: Awaited<ReturnType<typeof serveJwks>>;
let db: Kysely<unknown>;
const dataDirs: string[] = [];
const apis: ApiProcess[] = [];
let bearer: string;

beforeAll(async () => {
  const forge = await createTokenForge();
  jwks = await serveJwks(forge.jwks);
  postgres = await startLocalPostgres({ port: PORTS.postgres, database: 'creators_uploads' });
  s3 = await startLocalS3();
  db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres.url }) }),
  });
  bearer = `Bearer ${await forge.sign({ sub: 'sub-uploader' }, { issuer: jwks.issuer, expiresIn: '2h' })}`;
  for (const port of [PORTS.first, PORTS.second]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'creators-uploads-'));
    dataDirs.push(dataDir);
    apis.push(
      await startApiProcess({ port, dataDir, databaseUrl: postgres.url, identity: jwks, env: s3.env }),
    );
  }
});
afterAll(async () => {
  for (const api of apis) await api.kill();
  await db?.destroy();
  await postgres?.stop();
  await s3?.stop();
  await jwks?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A real image of several chunks, so the finish accepts it and a wrong byte anywhere shows. */
const image = gradientPng(700, 700, [10, 20, 30], [240, 120, 60]);
const tus = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

async function create(api: ApiProcess) {
  const response = await fetch(`${api.url}/uploads`, {
    method: 'POST',
    headers: {
      authorization: bearer,
      ...tus,
      'upload-length': String(image.length),
      'upload-metadata': `filename ${b64('gradient.png')},filetype ${b64('image/png')}`,
    },
  });
  expect(response.status).toBe(201);
  return new URL(response.headers.get('location') as string).pathname;
}

const patch = (api: ApiProcess, path: string, offset: number) =>
  fetch(`${api.url}${path}`, {
    method: 'PATCH',
    headers: {
      authorization: bearer,
      ...tus,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(image.subarray(offset, offset + CHUNK)),
  });

async function offsetOf(api: ApiProcess, path: string) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'HEAD',
    headers: { authorization: bearer, ...tus },
  });
  return Number(response.headers.get('upload-offset'));
}

/** The stored file of a media, read from the bucket itself. */
async function storedBytes(mediaId: string) {
  const { rows } = await sql<{ storage_key: string }>`
    select storage_key from medias where id = ${mediaId}`.execute(db);
  const file = await createS3Store(s3.settings).open(rows[0]?.storage_key as string);
  if (!file) throw new Error(`no stored file for media ${mediaId}`);
  return buffer(file.stream);
}

describe('several API processes are one API for uploads (S3 store, one PostgreSQL)', () => {
  it('an upload whose chunks alternate between two processes is stored byte for byte', async () => {
    expect(image.length).toBeGreaterThan(3 * CHUNK);
    const path = await create(apis[0] as ApiProcess);
    let last: Response | undefined;
    for (let offset = 0, n = 0; offset < image.length; offset += CHUNK, n += 1) {
      last = await patch(apis[n % 2] as ApiProcess, path, offset);
      expect(last.status, `chunk at ${offset}`).toBe(offset + CHUNK >= image.length ? 200 : 204);
    }
    const mediaId = last?.headers.get('media-id') as string;
    expect((await storedBytes(mediaId)).equals(image)).toBe(true);
  });

  it('the same chunk sent to both processes at once is written once: the upload stays exact', async () => {
    const path = await create(apis[1] as ApiProcess);
    let mediaId: string | null = null;
    for (let rounds = 0; mediaId === null && rounds < 100; rounds += 1) {
      const offset = await offsetOf(apis[rounds % 2] as ApiProcess, path);
      const answers = await Promise.all(apis.map((api) => patch(api, path, offset)));
      // One writes; the other finds the offset moved (409) or waited for the lock and then did (423/409).
      for (const answer of answers) expect([200, 204, 409, 423, 460]).toContain(answer.status);
      mediaId = answers.map((answer) => answer.headers.get('media-id')).find(Boolean) ?? null;
    }
    expect(mediaId).not.toBeNull();
    expect((await storedBytes(mediaId as string)).equals(image)).toBe(true);
  });
});
