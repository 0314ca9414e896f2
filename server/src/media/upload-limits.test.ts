import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedia, call, countRows, creatorIdOf } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';
import { gradientPng } from './png-image';

/** A small quota and a short partial-upload life, so the limits show within a test. */
const QUOTA_BYTES = 2_000;
/** Long enough for a creation and its first chunk on a loaded machine, short enough to wait out in a test. */
const PARTIAL_UPLOAD_LIFETIME_MS = 2_000;
/** Uploads one creator may have open at once in this test. */
const OPEN_UPLOADS_MAX = 3;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let ada: string;

beforeAll(async () => {
  ctx = await createTestApp({
    storageQuotaBytes: QUOTA_BYTES,
    partialUploadLifetimeMs: PARTIAL_UPLOAD_LIFETIME_MS,
    creatorLimits: { openUploads: OPEN_UPLOADS_MAX },
  });
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  ada = await bearerFor(ctx.forge, 'sub-ada');
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const b64 = (text: string) => Buffer.from(text).toString('base64');
const tus = { 'tus-resumable': '1.0.0' };

function create(size: number, name = 'photo.png', type = 'image/png', authorization = ada) {
  return fetch(`${base}/uploads`, {
    method: 'POST',
    headers: {
      authorization,
      ...tus,
      'upload-length': String(size),
      'upload-metadata': `filename ${b64(name)},filetype ${b64(type)}`,
    },
  });
}

function patch(location: string, offset: number, bytes: Buffer, authorization = ada) {
  return fetch(`${base}${new URL(location).pathname}`, {
    method: 'PATCH',
    headers: {
      authorization,
      ...tus,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
}

describe('upload limits', () => {
  it('an upload beyond the storage quota -> 413 storage_quota_exceeded in the envelope, nothing stored', async () => {
    const before = await countRows(ctx.db, 'medias');
    const response = await create(QUOTA_BYTES + 1);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('storage_quota_exceeded');
    expect(await countRows(ctx.db, 'medias')).toBe(before);
  });

  it('GET /creators/me/storage says what is used of the quota', async () => {
    const png = gradientPng(4, 4, [0, 0, 0], [9, 9, 9]);
    const created = await create(png.length);
    expect((await patch(created.headers.get('location') as string, 0, png)).status).toBe(200);
    const usage = (await call(ctx.app, 'GET', '/creators/me/storage', ada)).json().data;
    expect(usage).toEqual({ used: png.length, total: QUOTA_BYTES });
  });

  it("tus's own refusals answer the API's envelope: a wrong offset -> 409 upload_offset_conflict", async () => {
    const created = await create(100);
    const response = await patch(created.headers.get('location') as string, 50, Buffer.alloc(10));
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('upload_offset_conflict');
  });

  it('a partial upload expires: resuming it later answers 410 upload_expired', async () => {
    const created = await create(100);
    const location = created.headers.get('location') as string;
    expect((await patch(location, 0, Buffer.alloc(10))).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, PARTIAL_UPLOAD_LIFETIME_MS + 100));
    const resumed = await patch(location, 10, Buffer.alloc(10));
    expect(resumed.status).toBe(410);
    expect((await resumed.json()).error.code).toBe('upload_expired');
  });
});

describe('the storage quota holds (uploads in flight count; open uploads are capped)', () => {
  it('two uploads started together, each under the quota but together over it: one is refused 413', async () => {
    const bea = await bearerFor(ctx.forge, 'sub-bea');
    const size = Math.ceil(QUOTA_BYTES * 0.6);
    const answers = await Promise.all([
      create(size, 'a.png', 'image/png', bea),
      create(size, 'b.png', 'image/png', bea),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 413]);
    const refused = answers.find((answer) => answer.status === 413) as Response;
    expect((await refused.json()).error.code).toBe('storage_quota_exceeded');
  });

  it('the quota is counted again when an upload finishes: a file that no longer fits is refused, nothing stored', async () => {
    const cyd = await bearerFor(ctx.forge, 'sub-cyd');
    const cydId = await creatorIdOf(ctx.app, cyd);
    const png = gradientPng(4, 4, [0, 0, 0], [9, 9, 9]);
    const created = await create(png.length, 'photo.png', 'image/png', cyd);
    expect(created.status).toBe(201);
    // Meanwhile the creator's cloud filled up (another process, a restore): the finish must count again.
    await addMedia(ctx.db, cydId, { size_bytes: QUOTA_BYTES - 10 });
    const before = await countRows(ctx.db, 'medias');
    const finished = await patch(created.headers.get('location') as string, 0, png, cyd);
    expect(finished.status).toBe(413);
    expect((await finished.json()).error.code).toBe('storage_quota_exceeded');
    expect(await countRows(ctx.db, 'medias')).toBe(before);
  });

  it('a creator may have only so many uploads open: one more -> 409 open_uploads_limit_reached, until one ends', async () => {
    const dan = await bearerFor(ctx.forge, 'sub-dan');
    const open: string[] = [];
    for (let n = 0; n < OPEN_UPLOADS_MAX; n += 1) {
      const created = await create(10, `${n}.png`, 'image/png', dan);
      expect(created.status).toBe(201);
      open.push(created.headers.get('location') as string);
    }
    const refused = await create(10, 'more.png', 'image/png', dan);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('open_uploads_limit_reached');
    // Another creator is not held back by this one's uploads.
    expect((await create(10, 'x.png', 'image/png', await bearerFor(ctx.forge, 'sub-eve'))).status).toBe(201);
    const abandoned = await fetch(`${base}${new URL(open[0] as string).pathname}`, {
      method: 'DELETE',
      headers: { authorization: dan, ...tus },
    });
    expect(abandoned.status).toBe(204);
    expect((await create(10, 'again.png', 'image/png', dan)).status).toBe(201);
  });
});
