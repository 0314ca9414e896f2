import { postRecordStruct } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../app';
import { addMedia, call, countRows, creatorIdOf, oversizedBody } from '../testing/fixtures';
import { postPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let grace: string;
let adaId: string;
let image: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
  adaId = await creatorIdOf(ctx.app, ada);
  image = (await addMedia(ctx.db, adaId)).id;
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

async function refused(body: unknown, method: 'POST' | 'PATCH' = 'POST', url = '/posts') {
  const before = await countRows(ctx.db, 'posts');
  const response = await call(ctx.app, method, url, ada, body);
  expect(response.statusCode).toBe(400);
  expect(await countRows(ctx.db, 'posts')).toBe(before);
  return response.json().error.fields;
}

describe('posts CRUD', () => {
  it('creates, lists, reads, changes and deletes a post', async () => {
    const created = await call(ctx.app, 'POST', '/posts', ada, postPayload(image));
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(postRecordStruct.is(post)).toBe(true);
    expect(post).toMatchObject({
      media: { id: image, type: 'image/png' },
      isPrivate: true,
      scheduledAt: null,
    });
    const list = (await call(ctx.app, 'GET', '/posts', ada)).json().data.posts;
    expect(list.map((p: { id: string }) => p.id)).toContain(post.id);
    const patched = await call(ctx.app, 'PATCH', `/posts/${post.id}`, ada, { isPrivate: false });
    expect(patched.json().data).toMatchObject({ isPrivate: false, caption: 'Hello' });
    expect((await call(ctx.app, 'GET', `/posts/${post.id}`, ada)).json().data.isPrivate).toBe(false);
    expect((await call(ctx.app, 'DELETE', `/posts/${post.id}`, ada)).statusCode).toBe(204);
    expect((await call(ctx.app, 'GET', `/posts/${post.id}`, ada)).statusCode).toBe(404);
  });

  it('a post without scheduledAt is published at once; a scheduled one is listed as scheduled', async () => {
    const now = (await call(ctx.app, 'POST', '/posts', ada, postPayload(image))).json().data;
    const later = (
      await call(
        ctx.app,
        'POST',
        '/posts',
        ada,
        postPayload(image, { scheduledAt: '2026-06-16T09:00:00.000Z' }),
      )
    ).json().data;
    const published = (await call(ctx.app, 'GET', '/posts?status=published', ada)).json().data.posts;
    const scheduled = (await call(ctx.app, 'GET', '/posts?status=scheduled', ada)).json().data.posts;
    expect(published.map((p: { id: string }) => p.id)).toContain(now.id);
    expect(scheduled.map((p: { id: string }) => p.id)).toEqual([later.id]);
  });
});

describe('post rules on the API (spec 5 "Post form")', () => {
  it('caption over 1500 chars -> post_caption_input_limit_error (spec 5)', async () => {
    expect(await refused(postPayload(image, { caption: 'x'.repeat(1501) }))).toEqual({
      caption: ['post_caption_input_limit_error'],
    });
  });

  it("media missing or another creator's -> mandatory_field_is_empty_error (spec 5)", async () => {
    const graceMedia = await addMedia(ctx.db, await creatorIdOf(ctx.app, grace));
    expect(await refused(postPayload(graceMedia.id))).toEqual({ media: ['mandatory_field_is_empty_error'] });
    const { media: _media, ...withoutMedia } = postPayload(image);
    expect(await refused(withoutMedia)).toEqual({ media: ['mandatory_field_is_empty_error'] });
  });

  it('scheduledAt today at an hour already gone -> content_upload_error_date (spec 5)', async () => {
    const earlierToday = new Date(2026, 5, 15, 6, 0, 0).toISOString();
    expect(await refused(postPayload(image, { scheduledAt: earlierToday }))).toEqual({
      scheduledAt: ['content_upload_error_date'],
    });
  });

  it('scheduledAt more than 3 months ahead -> content_upload_error_date (spec 5 Calendar)', async () => {
    expect(await refused(postPayload(image, { scheduledAt: '2026-09-20T10:00:00.000Z' }))).toEqual({
      scheduledAt: ['content_upload_error_date'],
    });
  });

  it('a video over 10800 s -> post_video_duration_error; a PDF -> post_invalid_format_error (spec 5)', async () => {
    const long = await addMedia(ctx.db, adaId, {
      mime_type: 'video/mp4',
      file_name: 'a.mp4',
      duration_seconds: 10801,
    });
    expect(await refused(postPayload(long.id))).toEqual({ media: ['post_video_duration_error'] });
    const pdf = await addMedia(ctx.db, adaId, { mime_type: 'application/pdf', file_name: 'a.pdf' });
    expect(await refused(postPayload(pdf.id))).toEqual({ media: ['post_invalid_format_error'] });
  });

  it('an image over 31457280 bytes -> post_image_file_size_error (spec 5)', async () => {
    const big = await addMedia(ctx.db, adaId, { size_bytes: 31_457_281 });
    expect(await refused(postPayload(big.id))).toEqual({ media: ['post_image_file_size_error'] });
  });

  it('PATCH with a caption over 1500 chars is refused and changes nothing (spec 5)', async () => {
    const { id } = (await call(ctx.app, 'POST', '/posts', ada, postPayload(image))).json().data;
    expect(await refused({ caption: 'x'.repeat(1501) }, 'PATCH', `/posts/${id}`)).toEqual({
      caption: ['post_caption_input_limit_error'],
    });
    expect((await call(ctx.app, 'GET', `/posts/${id}`, ada)).json().data.caption).toBe('Hello');
  });
});

describe('post access and limits', () => {
  it('answers 401 without a token and with a forged one (spec 6)', async () => {
    expect((await call(ctx.app, 'GET', '/posts')).statusCode).toBe(401);
    const forged = `Bearer ${await ctx.forge.sign({ sub: 'sub-ada' }, { key: 'stranger' })}`;
    expect((await call(ctx.app, 'POST', '/posts', forged, postPayload(image))).statusCode).toBe(401);
  });

  it("answers 404 for another creator's post and leaves it untouched", async () => {
    const graceMedia = await addMedia(ctx.db, await creatorIdOf(ctx.app, grace));
    const { id } = (await call(ctx.app, 'POST', '/posts', grace, postPayload(graceMedia.id))).json().data;
    expect((await call(ctx.app, 'GET', `/posts/${id}`, ada)).statusCode).toBe(404);
    expect((await call(ctx.app, 'PATCH', `/posts/${id}`, ada, { caption: 'x' })).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/posts/${id}`, ada)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `/posts/${id}`, grace)).json().data.caption).toBe('Hello');
  });

  it('answers 413 for an oversized body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/posts',
      headers: { authorization: ada, 'content-type': 'application/json' },
      payload: oversizedBody(JSON_BODY_LIMIT_BYTES),
    });
    expect(response.statusCode).toBe(413);
  });
});
