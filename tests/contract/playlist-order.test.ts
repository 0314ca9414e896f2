import type { CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { keysUnder, refusal, signInDemoCreator, signInOtherCreator } from './support/clients';
import { ownedMediaId } from './support/media';

let demo: CreatorClient;
let other: CreatorClient;
let mediaId: string;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
  mediaId = await ownedMediaId(demo);
});

const postIn = async (playlistId: string, caption: string) =>
  (
    await demo.posts.create({
      media: { id: mediaId },
      caption,
      isPrivate: true,
      scheduledAt: null,
      playlists: [playlistId],
      thirdPartyConsent: false,
    })
  ).id;

describe("a playlist's posts in order", () => {
  it('lists the posts naming the playlist, newest last, and keeps the order it is given', async () => {
    const playlist = await demo.playlists.create({ name: 'Ordered', mediaIds: [] });
    const ids = [
      await postIn(playlist.id, 'one'),
      await postIn(playlist.id, 'two'),
      await postIn(playlist.id, 'three'),
    ];
    expect((await demo.playlists.posts(playlist.id)).map((post) => post.id)).toEqual(ids);
    const reordered = [ids[2], ids[0], ids[1]] as string[];
    expect(await demo.playlists.reorderPosts(playlist.id, reordered)).toMatchObject({ postCount: 3 });
    expect((await demo.playlists.posts(playlist.id)).map((post) => post.caption)).toEqual([
      'three',
      'one',
      'two',
    ]);
  });

  it('an order that is not exactly its posts -> 400 postIds: mandatory_field_is_empty_error, order kept', async () => {
    const playlist = await demo.playlists.create({ name: 'Strict', mediaIds: [] });
    const ids = [await postIn(playlist.id, 'a'), await postIn(playlist.id, 'b')];
    const error = await refusal(() => demo.playlists.reorderPosts(playlist.id, [ids[1] as string]));
    expect(error).toMatchObject({ status: 400, message: 'Error while reordering playlist posts' });
    expect(keysUnder(error, 'postIds')).toContain('mandatory_field_is_empty_error');
    expect((await demo.playlists.posts(playlist.id)).map((post) => post.id)).toEqual(ids);
  });

  it("another creator's playlist answers 404 to its posts and its order, and keeps its order (spec 6)", async () => {
    const playlist = await demo.playlists.create({ name: 'Private order', mediaIds: [] });
    const ids = [await postIn(playlist.id, 'x'), await postIn(playlist.id, 'y')];
    expect((await refusal(() => other.playlists.posts(playlist.id))).status).toBe(404);
    expect((await refusal(() => other.playlists.reorderPosts(playlist.id, [...ids].reverse()))).status).toBe(
      404,
    );
    expect((await demo.playlists.posts(playlist.id)).map((post) => post.id)).toEqual(ids);
  });
});
