import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedia, call, creatorIdOf } from '../../testing/fixtures';
import { postPayload } from '../../testing/payloads';
import { bearerFor, createTestApp } from '../../testing/test-app';
import { migrations } from './index';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const captionsOf = async (playlistId: string) =>
  (await call(ctx.app, 'GET', `/playlists/${playlistId}/posts`, ada))
    .json()
    .data.posts.map((post: { caption: string }) => post.caption);

describe('migration 0011: a playlist orders its posts', () => {
  it('links made before it get the order their posts were made in; a post joining later goes last', async () => {
    const media = (await addMedia(ctx.db, await creatorIdOf(ctx.app, ada))).id;
    const playlist = (await call(ctx.app, 'POST', '/playlists', ada, { name: 'Before', mediaIds: [] })).json()
      .data.id;
    const ids: string[] = [];
    for (const caption of ['first', 'second', 'third']) {
      const post = await call(
        ctx.app,
        'POST',
        '/posts',
        ada,
        postPayload(media, { caption, playlists: [playlist] }),
      );
      ids.push(post.json().data.id);
    }
    await call(ctx.app, 'PUT', `/playlists/${playlist}/posts`, ada, { postIds: [ids[2], ids[0], ids[1]] });
    expect(await captionsOf(playlist)).toEqual(['third', 'first', 'second']);

    // Back to the schema before playlists had an order, then forward again: the links are numbered anew.
    const migrator = new Migrator({ db: ctx.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0010-media-previews')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await captionsOf(playlist)).toEqual(['first', 'second', 'third']);

    await call(
      ctx.app,
      'POST',
      '/posts',
      ada,
      postPayload(media, { caption: 'fourth', playlists: [playlist] }),
    );
    expect(await captionsOf(playlist)).toEqual(['first', 'second', 'third', 'fourth']);
  });
});
