import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';
import { gradientPng } from './png-image';

/** A small quota and a short partial-upload life, so the limits show within a test. */
const QUOTA_BYTES = 2_000;
/** Long enough for a creation and its first chunk on a loaded machine, short enough to wait out in a test. */
const PARTIAL_UPLOAD_LIFETIME_MS = 2_000;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let ada: string;

beforeAll(async () => {
  ctx = await createTestApp({
    storageQuotaBytes: QUOTA_BYTES,
    partialUploadLifetimeMs: PARTIAL_UPLOAD_LIFETIME_MS,
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

function create(size: number, name = 'photo.png', type = 'image/png') {
  return fetch(`${base}/uploads`, {
    method: 'POST',
    headers: {
      authorization: ada,
      ...tus,
      'upload-length': String(size),
      'upload-metadata': `filename ${b64(name)},filetype ${b64(type)}`,
    },
  });
}

function patch(location: string, offset: number, bytes: Buffer) {
  return fetch(`${base}${new URL(location).pathname}`, {
    method: 'PATCH',
    headers: {
      authorization: ada,
      ...tus,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
}

describe('upload limits (issue 12 item 5, issue 10 "Partial uploads expire")', () => {
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
