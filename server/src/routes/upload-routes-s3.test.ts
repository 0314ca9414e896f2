import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewKeyOf } from '../media/previews';
import { createS3Store } from '../media/s3-store';
import { benchImage, sampleMp4 } from '../media/sample-files';
import { seedDemoCreator } from '../seed/seed-database';
import { call, countRows, creatorIdOf } from '../testing/fixtures';
import { type LocalS3, startLocalS3 } from '../testing/local-s3';
import { bearerFor, createTestApp } from '../testing/test-app';

let s3: LocalS3;
let store: ReturnType<typeof createS3Store>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let ada: string;
let adaId: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  store = createS3Store(s3.settings);
  ctx = await createTestApp({ mediaStore: store });
  // tus speaks to raw Node requests, so these tests go through a real socket rather than inject.
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  ada = await bearerFor(ctx.forge, 'sub-ada');
  adaId = await creatorIdOf(ctx.app, ada);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
  await s3.stop();
});

const MiB = 1024 * 1024;
const b64 = (text: string) => Buffer.from(text).toString('base64');
const tus = { 'tus-resumable': '1.0.0' };

async function createUpload(file: { name: string; type: string; size: number }) {
  const response = await fetch(`${base}/uploads`, {
    method: 'POST',
    headers: {
      authorization: ada,
      ...tus,
      'upload-length': String(file.size),
      'upload-metadata': `filename ${b64(file.name)},filetype ${b64(file.type)}`,
    },
  });
  expect(response.status).toBe(201);
  return `${base}${new URL(response.headers.get('location') as string).pathname}`;
}

function sendChunk(url: string, offset: number, chunk: Buffer) {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      authorization: ada,
      ...tus,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(chunk),
  });
}

/**
 * A PATCH that declares `declared` bytes (or none: a streamed body, as a Node script sends a file), delivers `bytes`
 * and then closes its connection: a cut upload. Answers once the connection is closed.
 */
function cutChunk(url: string, offset: number, bytes: Buffer, declared: number | 'streamed') {
  const target = new URL(url);
  return new Promise<void>((resolve) => {
    const sending = request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'PATCH',
      headers: {
        authorization: ada,
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...(declared === 'streamed'
          ? { 'transfer-encoding': 'chunked' }
          : { 'content-length': String(declared) }),
      },
    });
    sending.on('error', () => resolve());
    sending.on('close', () => resolve());
    sending.write(bytes, () => sending.socket?.end());
  });
}

/**
 * The offset HEAD answers once it has moved past `previous`: a cut request is still being written when its client
 * sees the connection close, and HEAD may come before it takes the upload's lock.
 */
async function offsetAfter(url: string, previous: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    const head = await fetch(url, { method: 'HEAD', headers: { authorization: ada, ...tus } });
    const offset = Number(head.headers.get('upload-offset'));
    if (offset > previous) return offset;
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error(`the offset stayed at ${previous}`);
}

/** A signed media link, through the app itself. */
function get(url: string) {
  const link = new URL(url);
  return ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
}

describe('uploads with the S3 media store', () => {
  it('an upload resumed from HEAD becomes one object and its preview, served with a fixed type, nosniff and the sandbox CSP', async () => {
    // Two requests of a 12 MB image: the first one is a whole multipart part of its own in the bucket.
    const png = benchImage(12 * MiB);
    const url = await createUpload({ name: 'big.png', type: 'image/png', size: png.length });
    expect((await sendChunk(url, 0, png.subarray(0, 6 * MiB))).status).toBe(204);
    const head = await fetch(url, { method: 'HEAD', headers: { authorization: ada, ...tus } });
    expect(head.headers.get('upload-offset')).toBe(String(6 * MiB));
    const last = await sendChunk(url, 6 * MiB, png.subarray(6 * MiB));
    expect(last.status).toBe(200);
    const { data } = await last.json();
    const key = `${adaId}/${data.id}.png`;
    // Nothing of the upload is left: no part, no `.info`, no unfinished multipart upload.
    expect((await s3.contents()).keys.sort()).toEqual([key, previewKeyOf(key)].sort());
    expect((await s3.contents()).uploads).toEqual([]);
    const original = await get(data.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(original.rawPayload.equals(png)).toBe(true);
    const preview = await get(data.preview);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('cut requests, one under a multipart part and one over, resume from the offset HEAD answers to the same bytes', async () => {
    const png = benchImage(12 * MiB);
    const url = await createUpload({ name: 'cut.png', type: 'image/png', size: png.length });
    // Under S3's 5 MB least part: what arrived waits as the incomplete part the next request starts from.
    await cutChunk(url, 0, png.subarray(0, 3 * MiB), png.length);
    const first = await offsetAfter(url, 0);
    expect(first).toBeLessThanOrEqual(3 * MiB);
    // Over it: that part and 5 MB more become a multipart part.
    await cutChunk(url, first, png.subarray(first, first + 5 * MiB), png.length - first);
    const second = await offsetAfter(url, first);
    expect(second).toBeLessThanOrEqual(first + 5 * MiB);
    const last = await sendChunk(url, second, png.subarray(second));
    expect(last.status).toBe(200);
    const { data } = await last.json();
    expect((await get(data.url)).rawPayload.equals(png)).toBe(true);
  });

  it('a streamed request cut inside a part (sent to the bucket as it arrives) resumes from the bytes that arrived to the same file', async () => {
    const png = benchImage(12 * MiB);
    const url = await createUpload({ name: 'streamed.png', type: 'image/png', size: png.length });
    await cutChunk(url, 0, png.subarray(0, 7 * MiB), 'streamed');
    const offset = await offsetAfter(url, 0);
    expect(offset).toBeLessThanOrEqual(7 * MiB);
    const last = await sendChunk(url, offset, png.subarray(offset));
    expect(last.status).toBe(200);
    const { data } = await last.json();
    expect((await get(data.url)).rawPayload.equals(png)).toBe(true);
  });

  it("requests under S3's 5 MB least part (a browser's chunks) wait as the incomplete part and add up to the same file", async () => {
    const png = benchImage(12 * MiB);
    const url = await createUpload({ name: 'chunks.png', type: 'image/png', size: png.length });
    let last: Response | undefined;
    for (let offset = 0; offset < png.length; offset += 3 * MiB) {
      last = await sendChunk(url, offset, png.subarray(offset, offset + 3 * MiB));
      expect(last.status).toBe(offset + 3 * MiB >= png.length ? 200 : 204);
    }
    const { data } = await (last as Response).json();
    expect((await get(data.url)).rawPayload.equals(png)).toBe(true);
  });

  it('a refused file (an SVG named x.png) leaves nothing in the bucket (spec 5)', async () => {
    const before = await s3.contents();
    const rows = await countRows(ctx.db, 'medias');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const url = await createUpload({ name: 'x.png', type: 'image/png', size: svg.length });
    const refused = await sendChunk(url, 0, svg);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ file: ['post_invalid_format_error'] });
    expect(await s3.contents()).toEqual(before);
    expect(await countRows(ctx.db, 'medias')).toBe(rows);
  });

  it("a video's poster is stored next to it, and deleting the media takes both out of the bucket", async () => {
    const mp4 = await sampleMp4(12);
    const url = await createUpload({ name: 'clip.mp4', type: 'video/mp4', size: mp4.length });
    const { data } = await (await sendChunk(url, 0, mp4)).json();
    const key = `${adaId}/${data.id}.mp4`;
    const poster = await fetch(`${base}/medias/${data.id}/poster`, {
      method: 'PUT',
      headers: { authorization: ada, 'content-type': 'image/png' },
      body: new Uint8Array(benchImage(2048)),
    });
    expect(poster.status).toBe(200);
    expect((await s3.contents()).keys).toEqual(expect.arrayContaining([key, previewKeyOf(key)]));
    expect((await call(ctx.app, 'DELETE', `/medias/${data.id}`, ada)).statusCode).toBe(204);
    const left = (await s3.contents()).keys;
    expect(left.filter((object) => object.startsWith(key))).toEqual([]);
  });

  it("the demo seed writes its files into the bucket, where the API serves the demo creator's previews", async () => {
    await seedDemoCreator(ctx.db, 'sub-demo', store, new Date());
    const demo = await bearerFor(ctx.forge, 'sub-demo');
    const [collection] = (await call(ctx.app, 'GET', '/creators/collections', demo)).json().data.collections;
    const page = (await call(ctx.app, 'GET', `/creators/collections/${collection.id}`, demo)).json().data;
    for (const media of page.medias.slice(0, 4)) {
      const preview = await get(media.preview);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
    }
  });
});
