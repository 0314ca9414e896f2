import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenForge } from '../../server/src/testing/token-forge';
import { type LocalPostgres, startLocalPostgres } from '../contract/support/postgres';
import { type ApiProcess, serveJwks, startApiProcess } from './support/api-process';

const PORTS = { first: 4410, second: 4411, postgres: 5754 } as const;
const DUE_ITEMS = 40;

let postgres: LocalPostgres;
let jwks: Awaited<ReturnType<typeof serveJwks>>;
let db: Kysely<unknown>;
const dataDirs: string[] = [];
const apis: ApiProcess[] = [];
let bearer: string;

async function startOn(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'creators-publication-'));
  dataDirs.push(dataDir);
  const api = await startApiProcess({
    port,
    dataDir,
    databaseUrl: postgres.url,
    identity: jwks,
    publicationPollMs: 300,
  });
  apis.push(api);
  return api;
}

beforeAll(async () => {
  const forge = await createTokenForge();
  jwks = await serveJwks(forge.jwks);
  postgres = await startLocalPostgres({ port: PORTS.postgres, database: 'creators_publication' });
  db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres.url }) }),
  });
  bearer = `Bearer ${await forge.sign({ sub: 'sub-scheduler' }, { issuer: jwks.issuer, expiresIn: '2h' })}`;
});
afterAll(async () => {
  for (const api of apis) await api.kill();
  await db?.destroy();
  await postgres?.stop();
  await jwks?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('scheduled publication with two API processes and a restart (issue 12 "Faults")', () => {
  it(`${DUE_ITEMS} posts due at once are each published exactly once`, async () => {
    const first = await startOn(PORTS.first);
    let second = await startOn(PORTS.second);
    const me = await (await fetch(`${first.url}/creators/me`, { headers: { authorization: bearer } })).json();
    const { rows } = await sql<{ id: string }>`
      insert into medias (creator_id, mime_type, file_name, size_bytes, storage_key)
      values (${me.data.id}, 'image/png', 'photo.png', 100, null) returning id`.execute(db);
    const mediaId = rows[0]?.id;
    const dueAt = new Date(Date.now() + 3_000);
    dueAt.setMilliseconds(0);
    for (let n = 0; n < DUE_ITEMS; n += 1) {
      const response = await fetch(`${(n % 2 ? first : second).url}/posts`, {
        method: 'POST',
        headers: { authorization: bearer, 'content-type': 'application/json' },
        body: JSON.stringify({
          media: { id: mediaId },
          caption: `Due ${n}`,
          isPrivate: false,
          scheduledAt: dueAt.toISOString(),
          playlists: [],
          thirdPartyConsent: false,
        }),
      });
      expect(response.status).toBe(201);
    }
    // While both poll, one process dies and comes back.
    await new Promise((done) => setTimeout(done, Math.max(0, dueAt.getTime() - Date.now()) + 100));
    await second.kill();
    second = await startOn(PORTS.second);
    const deadline = Date.now() + 20_000;
    let pending = DUE_ITEMS;
    while (pending > 0 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 300));
      const { rows: left } = await sql<{
        n: string;
      }>`select count(*)::text as n from publication_jobs where done_at is null`.execute(db);
      pending = Number(left[0]?.n);
    }
    const { rows: jobs } = await sql<{ done: string; matched: string; posts: string }>`
      select count(*) filter (where j.done_at is not null)::text as done,
             count(*) filter (where j.done_at = p.published_at)::text as matched,
             count(distinct p.id)::text as posts
      from publication_jobs j join posts p on p.id = j.target_id where j.kind = 'post'`.execute(db);
    console.log(`publication across two processes and a restart: ${JSON.stringify(jobs[0])}`);
    // Each post has one job, done once, by the very tick that published it.
    expect(jobs[0]).toEqual({
      done: String(DUE_ITEMS),
      matched: String(DUE_ITEMS),
      posts: String(DUE_ITEMS),
    });
  });
});
