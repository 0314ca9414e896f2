import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedia, call, countRows, creatorIdOf } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let grace: string;
let adaId: string;

/** A media with a real file (and a thumbnail next to it) in the creator's collection. */
async function storedMedia(collectionId: string, mime = 'image/png') {
  const media = await addMedia(ctx.db, adaId, { collection_id: collectionId, mime_type: mime });
  const key = `${adaId}/${media.id}.bin`;
  mkdirSync(join(ctx.mediaDir, adaId), { recursive: true });
  writeFileSync(join(ctx.mediaDir, key), 'bytes');
  writeFileSync(join(ctx.mediaDir, `${key}.thumbnail.webp`), 'thumb');
  await ctx.db.updateTable('medias').set({ storage_key: key }).where('id', '=', media.id).execute();
  return {
    id: media.id,
    file: join(ctx.mediaDir, key),
    thumbnail: join(ctx.mediaDir, `${key}.thumbnail.webp`),
  };
}
const createCollection = async (name: string) =>
  (await call(ctx.app, 'POST', '/creators/collections', ada, { name })).json().data;
const usePostOn = (mediaId: string) =>
  ctx.db
    .insertInto('posts')
    .values({
      creator_id: adaId,
      media_id: mediaId,
      caption: '',
      is_private: true,
      scheduled_at: null,
      third_party_consent: false,
      published_at: new Date(),
    })
    .execute();

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
  adaId = await creatorIdOf(ctx.app, ada);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('collections: create, rename, delete', () => {
  it('a created collection is listed with its counts of images and videos', async () => {
    const created = await call(ctx.app, 'POST', '/creators/collections', ada, { name: '  Summer  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Summer',
      mediaCount: 0,
      imageCount: 0,
      videoCount: 0,
      preview: null,
    });
    await storedMedia(created.json().data.id, 'image/png');
    await storedMedia(created.json().data.id, 'video/mp4');
    const list = (await call(ctx.app, 'GET', '/creators/collections?perPage=20', ada)).json().data
      .collections;
    expect(list.find((c: { id: string }) => c.id === created.json().data.id)).toMatchObject({
      mediaCount: 2,
      imageCount: 1,
      videoCount: 1,
    });
  });

  it('a blank or too long name -> 400 name: mandatory_field_is_empty_error; nothing stored', async () => {
    const before = await countRows(ctx.db, 'collections');
    for (const name of ['   ', 'x'.repeat(101)]) {
      const refused = await call(ctx.app, 'POST', '/creators/collections', ada, { name });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ name: ['mandatory_field_is_empty_error'] });
    }
    expect(await countRows(ctx.db, 'collections')).toBe(before);
  });

  it("renames a collection; another creator's rename or delete -> 404 and nothing changes", async () => {
    const { id } = await createCollection('Draft');
    expect(
      (await call(ctx.app, 'PATCH', `/creators/collections/${id}`, ada, { name: 'Final' })).json().data.name,
    ).toBe('Final');
    expect(
      (await call(ctx.app, 'PATCH', `/creators/collections/${id}`, grace, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/creators/collections/${id}`, grace)).statusCode).toBe(404);
    const page = (await call(ctx.app, 'GET', `/creators/collections/${id}`, ada)).json().data;
    expect(page.collection.name).toBe('Final');
  });

  it('deleting with moveTo moves the medias; without, deletes them and their files', async () => {
    const from = await createCollection('From');
    const to = await createCollection('To');
    const moved = await storedMedia(from.id);
    expect(
      (await call(ctx.app, 'DELETE', `/creators/collections/${from.id}?moveTo=${to.id}`, ada)).statusCode,
    ).toBe(204);
    const target = (await call(ctx.app, 'GET', `/creators/collections/${to.id}`, ada)).json().data;
    expect(target.medias.map((m: { id: string }) => m.id)).toEqual([moved.id]);
    expect(existsSync(moved.file)).toBe(true);
    expect((await call(ctx.app, 'DELETE', `/creators/collections/${to.id}`, ada)).statusCode).toBe(204);
    expect(existsSync(moved.file)).toBe(false);
    expect(existsSync(moved.thumbnail)).toBe(false);
    expect(
      await ctx.db.selectFrom('medias').select('id').where('id', '=', moved.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('a collection whose media a post uses -> 409 media_in_use, and collection, medias and files stay', async () => {
    const kept = await createCollection('Kept');
    const used = await storedMedia(kept.id);
    await usePostOn(used.id);
    const refused = await call(ctx.app, 'DELETE', `/creators/collections/${kept.id}`, ada);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('media_in_use');
    expect(
      (await call(ctx.app, 'GET', `/creators/collections/${kept.id}`, ada)).json().data.medias,
    ).toHaveLength(1);
    expect(existsSync(used.file)).toBe(true);
  });
});

describe('medias: move, delete, "used in N"', () => {
  it('each media says how many posts and pushes use it', async () => {
    const { id } = await createCollection('Usage');
    const used = await storedMedia(id);
    const free = await storedMedia(id);
    await usePostOn(used.id);
    await usePostOn(used.id);
    const medias = (await call(ctx.app, 'GET', `/creators/collections/${id}`, ada)).json().data.medias;
    const usedIn = Object.fromEntries(medias.map((m: { id: string; usedIn: number }) => [m.id, m.usedIn]));
    expect(usedIn).toEqual({ [used.id]: 2, [free.id]: 0 });
  });

  it('a media moves to another collection of the creator, never to another creator', async () => {
    const a = await createCollection('A');
    const b = await createCollection('B');
    const media = await storedMedia(a.id);
    expect(
      (await call(ctx.app, 'PATCH', `/medias/${media.id}`, ada, { collectionId: b.id })).statusCode,
    ).toBe(204);
    expect(
      (await call(ctx.app, 'GET', `/creators/collections/${b.id}`, ada)).json().data.medias,
    ).toHaveLength(1);
    const graceCollection = (
      await call(ctx.app, 'POST', '/creators/collections', grace, { name: 'G' })
    ).json().data;
    const stolen = await call(ctx.app, 'PATCH', `/medias/${media.id}`, ada, {
      collectionId: graceCollection.id,
    });
    expect(stolen.json().error.fields).toEqual({ collectionId: ['mandatory_field_is_empty_error'] });
    expect(
      (await call(ctx.app, 'PATCH', `/medias/${media.id}`, grace, { collectionId: graceCollection.id }))
        .statusCode,
    ).toBe(404);
  });

  it('deleting a free media removes it and its files; one in use -> 409 and stays; another creator -> 404', async () => {
    const { id } = await createCollection('Deletes');
    const free = await storedMedia(id);
    const used = await storedMedia(id);
    await usePostOn(used.id);
    expect((await call(ctx.app, 'DELETE', `/medias/${free.id}`, grace)).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/medias/${used.id}`, grace)).statusCode).toBe(404); // no hint it is used
    expect((await call(ctx.app, 'DELETE', `/medias/${free.id}`, ada)).statusCode).toBe(204);
    expect(existsSync(free.file)).toBe(false);
    const refused = await call(ctx.app, 'DELETE', `/medias/${used.id}`, ada);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('media_in_use');
    expect(existsSync(used.file)).toBe(true);
  });
});
