import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaItemStruct } from '@mym/sdk/contract';
import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio } from 'thumbhash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../media/png-image';
import { headerOnlyMp4, sampleMp4 } from '../media/sample-files';
import { call, countRows, creatorIdOf } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let ada: string;
let grace: string;
let collectionId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // tus speaks to raw Node requests, so these tests go through a real socket rather than inject.
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
  const adaId = await creatorIdOf(ctx.app, ada);
  collectionId = (
    await ctx.db
      .insertInto('collections')
      .values({ creator_id: adaId, name: 'Uploads' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** A signed media link, through the app itself. */
function get(url: string) {
  const link = new URL(url);
  return ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
}

async function createUpload(
  authorization: string | undefined,
  file: { name: string; type: string; size: number },
) {
  const metadata = [
    `filename ${b64(file.name)}`,
    `filetype ${b64(file.type)}`,
    `collectionId ${b64(collectionId)}`,
  ];
  return fetch(`${base}/uploads`, {
    method: 'POST',
    headers: {
      ...(authorization ? { authorization } : {}),
      'tus-resumable': '1.0.0',
      'upload-length': String(file.size),
      'upload-metadata': metadata.join(','),
    },
  });
}

function putPoster(authorization: string, mediaId: string, bytes: Buffer, type: string) {
  return fetch(`${base}/medias/${mediaId}/poster`, {
    method: 'PUT',
    headers: { authorization, 'content-type': type },
    body: new Uint8Array(bytes),
  });
}

function sendChunk(authorization: string, location: string, offset: number, chunk: Buffer) {
  return fetch(`${base}${new URL(location).pathname}`, {
    method: 'PATCH',
    headers: {
      authorization,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(chunk),
  });
}

describe('tus uploads (DESIGN "Uploads", spec 5 file rules)', () => {
  it('uploads an image in two chunks, resumable from HEAD, into the collection', async () => {
    const png = gradientPng(32, 32, [0, 0, 0], [255, 255, 255]);
    const created = await createUpload(ada, { name: 'photo.png', type: 'image/png', size: png.length });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    const half = Math.floor(png.length / 2);
    expect((await sendChunk(ada, location, 0, png.subarray(0, half))).status).toBe(204);
    const head = await fetch(`${base}${new URL(location).pathname}`, {
      method: 'HEAD',
      headers: { authorization: ada, 'tus-resumable': '1.0.0' },
    });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const last = await sendChunk(ada, location, half, png.subarray(half));
    expect(last.status).toBe(200);
    const { data } = await last.json();
    expect(mediaItemStruct.is(data)).toBe(true);
    expect(last.headers.get('media-id')).toBe(data.id);
    const page = (await call(ctx.app, 'GET', `/creators/collections/${collectionId}`, ada)).json().data;
    expect(page.medias.map((m: { id: string }) => m.id)).toContain(data.id);
    const adaId = await creatorIdOf(ctx.app, ada);
    expect(readFileSync(join(ctx.mediaDir, adaId, `${data.id}.png`)).equals(png)).toBe(true);
    // The original is served from its own signed link, with the type sniffed from its bytes.
    const original = await get(data.url);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(png)).toBe(true);
  });

  it('measures the video length from the file: 10801 s -> post_video_duration_error, nothing stored (spec 5)', async () => {
    const before = await countRows(ctx.db, 'medias');
    const mp4 = await sampleMp4(10801);
    const created = await createUpload(ada, { name: 'long.mp4', type: 'video/mp4', size: mp4.length });
    const last = await sendChunk(ada, created.headers.get('location') as string, 0, mp4);
    expect(last.status).toBe(400);
    expect((await last.json()).error.fields).toEqual({ file: ['post_video_duration_error'] });
    expect(await countRows(ctx.db, 'medias')).toBe(before);
  });

  it('a movie header claiming 60 s with no track is no video -> post_invalid_video_format_error, nothing stored', async () => {
    const before = await countRows(ctx.db, 'medias');
    const mp4 = headerOnlyMp4(60);
    const created = await createUpload(ada, { name: 'header.mp4', type: 'video/mp4', size: mp4.length });
    const last = await sendChunk(ada, created.headers.get('location') as string, 0, mp4);
    expect(last.status).toBe(400);
    expect((await last.json()).error.fields).toEqual({ file: ['post_invalid_video_format_error'] });
    expect(await countRows(ctx.db, 'medias')).toBe(before);
  });

  it('accepts a video of 10800 s with its measured duration', async () => {
    const mp4 = await sampleMp4(10800);
    const created = await createUpload(ada, { name: 'ok.mp4', type: 'video/mp4', size: mp4.length });
    const last = await sendChunk(ada, created.headers.get('location') as string, 0, mp4);
    expect((await last.json()).data).toMatchObject({ type: 'video/mp4', duration: 10800 });
  });

  it('refuses declared files over the size limit or of another format before any byte (spec 5)', async () => {
    const big = await createUpload(ada, { name: 'big.png', type: 'image/png', size: 31_457_281 });
    expect(big.status).toBe(400);
    expect((await big.json()).error.fields).toEqual({ file: ['post_image_file_size_error'] });
    const pdf = await createUpload(ada, { name: 'doc.pdf', type: 'application/pdf', size: 10 });
    expect((await pdf.json()).error.fields).toEqual({ file: ['post_invalid_format_error'] });
  });

  it("answers 401 without a token and 404 on another creator's upload", async () => {
    expect((await createUpload(undefined, { name: 'a.png', type: 'image/png', size: 10 })).status).toBe(401);
    const created = await createUpload(ada, { name: 'a.png', type: 'image/png', size: 10 });
    const stolen = await sendChunk(grace, created.headers.get('location') as string, 0, Buffer.alloc(10));
    expect(stolen.status).toBe(404);
  });

  async function uploadWhole(file: { name: string; type: string; bytes: Buffer }) {
    const created = await createUpload(ada, { name: file.name, type: file.type, size: file.bytes.length });
    return sendChunk(ada, created.headers.get('location') as string, 0, file.bytes);
  }

  it.each([
    {
      what: 'an SVG with a script declared image/png and named x.png',
      name: 'x.png',
      type: 'image/png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    { what: 'random bytes declared image/jpeg', name: 'x.jpg', type: 'image/jpeg', bytes: randomBytes(4096) },
    {
      what: 'an HTML page declared image/gif',
      name: 'x.gif',
      type: 'image/gif',
      bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    },
  ])('refuses $what: the type comes from the bytes, nothing stored (spec 5, hostile files)', async (file) => {
    const before = await countRows(ctx.db, 'medias');
    const last = await uploadWhole(file);
    expect(last.status).toBe(400);
    expect((await last.json()).error.fields).toEqual({ file: ['post_invalid_format_error'] });
    expect(await countRows(ctx.db, 'medias')).toBe(before);
  });

  it('stores the sniffed type, not the declared one: a PNG declared image/jpeg is stored as image/png', async () => {
    const png = gradientPng(8, 8, [0, 0, 0], [255, 0, 0]);
    const last = await uploadWhole({ name: 'photo.png', type: 'image/jpeg', bytes: png });
    expect((await last.json()).data).toMatchObject({ type: 'image/png' });
  });

  it('an image gets a 480 px WebP preview and a thumbhash, served with a fixed type, nosniff and a sandboxing CSP', async () => {
    const png = gradientPng(1200, 800, [0, 0, 0], [0, 0, 255]);
    const { data } = await (await uploadWhole({ name: 'blue.png', type: 'image/png', bytes: png })).json();
    expect(data.thumbhash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const served = await get(data.preview);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toBe(`inline; filename="${data.id}.webp"`);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 320,
    });
    // The placeholder is a real thumbhash of the picture: it decodes to an image of the same proportions.
    expect(thumbHashToApproximateAspectRatio(Buffer.from(data.thumbhash, 'base64'))).toBeCloseTo(1.5, 0);
  });

  it('a small image keeps its size in its preview (never enlarged)', async () => {
    const png = gradientPng(8, 8, [0, 0, 0], [0, 0, 255]);
    const { data } = await (await uploadWhole({ name: 'small.png', type: 'image/png', bytes: png })).json();
    expect(await sharp((await get(data.preview)).rawPayload).metadata()).toMatchObject({
      width: 8,
      height: 8,
    });
  });

  it('a video has no preview until its browser sends a poster frame: then a 480 px WebP and a thumbhash', async () => {
    const mp4 = await sampleMp4(12);
    const { data: video } = await (
      await uploadWhole({ name: 'clip.mp4', type: 'video/mp4', bytes: mp4 })
    ).json();
    expect(video).toMatchObject({ preview: null, thumbhash: null, duration: 12 });
    const poster = await sharp(gradientPng(960, 540, [200, 0, 0], [0, 0, 200]))
      .jpeg()
      .toBuffer();
    const answer = await putPoster(ada, video.id, poster, 'image/jpeg');
    expect(answer.status).toBe(200);
    const { data } = await answer.json();
    expect(data).toMatchObject({ id: video.id, thumbhash: expect.any(String), preview: expect.any(String) });
    const served = await get(data.preview);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 480, height: 270 });
    const listed = (await call(ctx.app, 'GET', `/creators/collections/${collectionId}`, ada)).json().data;
    expect(listed.medias.find((m: { id: string }) => m.id === video.id)?.preview).toEqual(expect.any(String));
  });

  it("a poster that is not a picture, or for a media that is not the creator's video, is refused", async () => {
    const mp4 = await sampleMp4(5);
    const { data: video } = await (
      await uploadWhole({ name: 'v.mp4', type: 'video/mp4', bytes: mp4 })
    ).json();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await putPoster(ada, video.id, svg, 'image/png');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ poster: ['post_invalid_image_format_error'] });
    const png = gradientPng(8, 8, [0, 0, 0], [9, 9, 9]);
    expect((await putPoster(grace, video.id, png, 'image/png')).status).toBe(404);
    const { data: image } = await (
      await uploadWhole({ name: 'i.png', type: 'image/png', bytes: png })
    ).json();
    expect((await putPoster(ada, image.id, png, 'image/png')).status).toBe(404);
  });
});
