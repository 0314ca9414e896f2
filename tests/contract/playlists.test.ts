import type { CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { keysUnder, refusal, signInDemoCreator, signInOtherCreator } from './support/clients';
import { ownedMediaId } from './support/media';

let demo: CreatorClient;
let other: CreatorClient;
let mediaId: string;
const playlistCount = async () => (await demo.playlists.list()).length;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
  mediaId = await ownedMediaId(demo);
});

describe('playlists (spec 1: detail not shown; DESIGN: /playlists like every resource)', () => {
  it('a created playlist counts its medias, reads back and is listed', async () => {
    const created = await demo.playlists.create({ name: 'Best of', mediaIds: [mediaId] });
    expect(created).toMatchObject({ name: 'Best of', mediaCount: 1 });
    expect(await demo.playlists.get(created.id)).toEqual(created);
    expect((await demo.playlists.list()).map((playlist) => playlist.id)).toContain(created.id);
  });

  it('PATCH renames without touching the medias', async () => {
    const created = await demo.playlists.create({ name: 'Draft', mediaIds: [mediaId] });
    expect(await demo.playlists.update(created.id, { name: 'Final' })).toEqual({ ...created, name: 'Final' });
  });

  it('a deleted playlist answers 404', async () => {
    const created = await demo.playlists.create({ name: 'Gone', mediaIds: [] });
    await demo.playlists.delete(created.id);
    expect((await refusal(() => demo.playlists.get(created.id))).status).toBe(404);
  });

  it("another creator's playlist answers 404 to read, update and delete, and stays untouched (spec 6)", async () => {
    const created = await demo.playlists.create({ name: 'Mine', mediaIds: [] });
    expect((await refusal(() => other.playlists.get(created.id))).status).toBe(404);
    expect((await refusal(() => other.playlists.update(created.id, { name: 'Theirs' }))).status).toBe(404);
    expect((await refusal(() => other.playlists.delete(created.id))).status).toBe(404);
    expect(await demo.playlists.get(created.id)).toEqual(created);
  });

  it("another creator's media in a playlist -> 400 mediaIds: mandatory_field_is_empty_error, nothing created", async () => {
    const before = (await other.playlists.list()).length;
    const error = await refusal(() => other.playlists.create({ name: 'Borrowed', mediaIds: [mediaId] }));
    expect(error.status).toBe(400);
    expect(keysUnder(error, 'mediaIds')).toContain('mandatory_field_is_empty_error');
    expect((await other.playlists.list()).length).toBe(before);
  });

  it('an empty name -> 400 name: mandatory_field_is_empty_error, nothing created (spec 5 "Generic")', async () => {
    const before = await playlistCount();
    const error = await refusal(() => demo.playlists.create({ name: '', mediaIds: [] }));
    expect(error).toMatchObject({ status: 400, message: 'Error while creating playlist' });
    expect(error.fields?.name).toContain('mandatory_field_is_empty_error');
    expect(await playlistCount()).toBe(before);
  });
});
