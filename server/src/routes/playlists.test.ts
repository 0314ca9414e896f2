import { playlistStruct } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../app';
import { addMedia, call, countRows, creatorIdOf, oversizedBody } from '../testing/fixtures';
import { postPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let grace: string;
let medias: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
  const adaId = await creatorIdOf(ctx.app, ada);
  medias = [(await addMedia(ctx.db, adaId)).id, (await addMedia(ctx.db, adaId)).id];
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('playlists', () => {
  it('creates, lists, reads, renames, refills and deletes a playlist', async () => {
    const created = await call(ctx.app, 'POST', '/playlists', ada, { name: 'Best of', mediaIds: medias });
    expect(created.statusCode).toBe(201);
    const playlist = created.json().data;
    expect(playlistStruct.is(playlist)).toBe(true);
    expect(playlist).toMatchObject({
      name: 'Best of',
      mediaCount: 2,
      preview: expect.stringContaining(String(medias[0])),
    });
    expect((await call(ctx.app, 'GET', '/playlists', ada)).json().data.playlists[0].id).toBe(playlist.id);
    const renamed = await call(ctx.app, 'PATCH', `/playlists/${playlist.id}`, ada, {
      name: 'Top',
      mediaIds: [],
    });
    expect(renamed.json().data).toMatchObject({ name: 'Top', mediaCount: 0, preview: null });
    expect((await call(ctx.app, 'GET', `/playlists/${playlist.id}`, ada)).json().data.name).toBe('Top');
    expect((await call(ctx.app, 'DELETE', `/playlists/${playlist.id}`, ada)).statusCode).toBe(204);
    expect((await call(ctx.app, 'GET', `/playlists/${playlist.id}`, ada)).statusCode).toBe(404);
  });

  it('a deleted playlist disappears from the posts that named it', async () => {
    const { id } = (await call(ctx.app, 'POST', '/playlists', ada, { name: 'Gone', mediaIds: [] })).json()
      .data;
    const post = (
      await call(ctx.app, 'POST', '/posts', ada, postPayload(String(medias[0]), { playlists: [id] }))
    ).json().data;
    expect(post.playlists).toEqual([id]);
    await call(ctx.app, 'DELETE', `/playlists/${id}`, ada);
    expect((await call(ctx.app, 'GET', `/posts/${post.id}`, ada)).json().data.playlists).toEqual([]);
  });

  it("a blank name or another creator's media -> mandatory_field_is_empty_error, nothing stored (spec 5)", async () => {
    const before = await countRows(ctx.db, 'playlists');
    const graceMedia = await addMedia(ctx.db, await creatorIdOf(ctx.app, grace));
    const response = await call(ctx.app, 'POST', '/playlists', ada, { name: ' ', mediaIds: [graceMedia.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: ['mandatory_field_is_empty_error'],
      mediaIds: ['mandatory_field_is_empty_error'],
    });
    expect(await countRows(ctx.db, 'playlists')).toBe(before);
  });

  it("answers 404 for another creator's playlist, 401 without or with a forged token, 413 when too big", async () => {
    const { id } = (await call(ctx.app, 'POST', '/playlists', grace, { name: 'Grace', mediaIds: [] })).json()
      .data;
    expect((await call(ctx.app, 'GET', `/playlists/${id}`, ada)).statusCode).toBe(404);
    expect((await call(ctx.app, 'PATCH', `/playlists/${id}`, ada, { name: 'x' })).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/playlists/${id}`, ada)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', '/playlists')).statusCode).toBe(401);
    const forged = `Bearer ${await ctx.forge.sign({ sub: 'sub-ada' }, { key: 'stranger' })}`;
    expect((await call(ctx.app, 'GET', '/playlists', forged)).statusCode).toBe(401);
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/playlists',
      headers: { authorization: ada, 'content-type': 'application/json' },
      payload: oversizedBody(JSON_BODY_LIMIT_BYTES),
    });
    expect(big.statusCode).toBe(413);
  });
});
