import { playlistStruct, postListStruct } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedia, call, creatorIdOf } from '../testing/fixtures';
import { postPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let grace: string;
let adaMedia: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
  adaMedia = (await addMedia(ctx.db, await creatorIdOf(ctx.app, ada))).id;
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

async function newPlaylist(authorization: string, name: string): Promise<string> {
  return (await call(ctx.app, 'POST', '/playlists', authorization, { name, mediaIds: [] })).json().data.id;
}

async function newPost(caption: string, playlists: string[]): Promise<string> {
  const response = await call(ctx.app, 'POST', '/posts', ada, postPayload(adaMedia, { caption, playlists }));
  return response.json().data.id;
}

async function captionsOf(playlistId: string, query = ''): Promise<string[]> {
  const response = await call(ctx.app, 'GET', `/playlists/${playlistId}/posts${query}`, ada);
  expect(response.statusCode).toBe(200);
  expect(postListStruct.is(response.json().data)).toBe(true);
  return response.json().data.posts.map((post: { caption: string }) => post.caption);
}

describe("a playlist's posts in order", () => {
  it('lists the posts that name the playlist, each new one at the end, and counts them', async () => {
    const playlist = await newPlaylist(ada, 'Summer');
    const other = await newPlaylist(ada, 'Other');
    await newPost('first', [playlist]);
    await newPost('elsewhere', [other]);
    await newPost('second', [other, playlist]);
    expect(await captionsOf(playlist)).toEqual(['first', 'second']);
    const record = (await call(ctx.app, 'GET', `/playlists/${playlist}`, ada)).json().data;
    expect(playlistStruct.is(record)).toBe(true);
    expect(record).toMatchObject({ postCount: 2, preview: expect.stringContaining(adaMedia) });
  });

  it('PUT puts the posts in the new order, which GET then answers, page after page', async () => {
    const playlist = await newPlaylist(ada, 'Reordered');
    const ids = [
      await newPost('a', [playlist]),
      await newPost('b', [playlist]),
      await newPost('c', [playlist]),
    ];
    const reordered = [ids[2], ids[0], ids[1]];
    const response = await call(ctx.app, 'PUT', `/playlists/${playlist}/posts`, ada, { postIds: reordered });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: playlist, postCount: 3 });
    expect(await captionsOf(playlist)).toEqual(['c', 'a', 'b']);
    const firstPage = (await call(ctx.app, 'GET', `/playlists/${playlist}/posts?limit=2`, ada)).json().data;
    expect(firstPage.pagination).toEqual({ offset: 2 });
    expect(await captionsOf(playlist, '?limit=2&offset=2')).toEqual(['b']);
  });

  it('editing a post keeps its place; a post joining later comes last', async () => {
    const playlist = await newPlaylist(ada, 'Kept');
    const first = await newPost('one', [playlist]);
    const second = await newPost('two', [playlist]);
    await call(ctx.app, 'PUT', `/playlists/${playlist}/posts`, ada, { postIds: [second, first] });
    await call(ctx.app, 'PATCH', `/posts/${second}`, ada, { caption: 'two, edited' });
    const joining = await newPost('three', []);
    await call(ctx.app, 'PATCH', `/posts/${joining}`, ada, { playlists: [playlist] });
    expect(await captionsOf(playlist)).toEqual(['two, edited', 'one', 'three']);
  });

  it('an order that is not exactly its posts -> 400 postIds mandatory_field_is_empty_error, order unchanged (spec 5)', async () => {
    const playlist = await newPlaylist(ada, 'Strict');
    const ids = [await newPost('x', [playlist]), await newPost('y', [playlist])];
    const stranger = await newPost('z', []);
    for (const postIds of [[ids[0]], [ids[0], ids[0]], [ids[1], ids[0], stranger], [ids[1], stranger]]) {
      const response = await call(ctx.app, 'PUT', `/playlists/${playlist}/posts`, ada, { postIds });
      expect(response.statusCode, JSON.stringify(postIds)).toBe(400);
      expect(response.json().error.fields).toEqual({ postIds: ['mandatory_field_is_empty_error'] });
    }
    const malformed = await call(ctx.app, 'PUT', `/playlists/${playlist}/posts`, ada, { postIds: ['nope'] });
    expect(malformed.statusCode).toBe(400);
    expect(await captionsOf(playlist)).toEqual(['x', 'y']);
  });

  it("another creator's playlist -> 404 on its posts and its order, nothing changed", async () => {
    const graces = await newPlaylist(grace, 'Grace');
    expect((await call(ctx.app, 'GET', `/playlists/${graces}/posts`, ada)).statusCode).toBe(404);
    const put = await call(ctx.app, 'PUT', `/playlists/${graces}/posts`, ada, { postIds: [] });
    expect(put.statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `/playlists/${graces}/posts`)).statusCode).toBe(401);
  });

  it('an empty playlist answers no posts, and its empty order is accepted', async () => {
    const playlist = await newPlaylist(ada, 'Empty');
    expect(await captionsOf(playlist)).toEqual([]);
    const response = await call(ctx.app, 'PUT', `/playlists/${playlist}/posts`, ada, { postIds: [] });
    expect(response.json().data).toMatchObject({ postCount: 0, preview: null });
  });
});
