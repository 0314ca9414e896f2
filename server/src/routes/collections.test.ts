import { collectionPageStruct } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedia, call, creatorIdOf } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let grace: string;
let travel: string;
let graceCollection: string;

async function addCollection(creatorId: string, name: string, medias: number) {
  const { id } = await ctx.db
    .insertInto('collections')
    .values({ creator_id: creatorId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < medias; i += 1) {
    const video = i % 3 === 0;
    await addMedia(ctx.db, creatorId, {
      collection_id: id,
      mime_type: video ? 'video/mp4' : 'image/png',
      file_name: video ? `clip-${i}.mp4` : `photo-${i}.png`,
      duration_seconds: video ? 61 : null,
    });
  }
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
  const adaId = await creatorIdOf(ctx.app, ada);
  travel = await addCollection(adaId, 'Travel', 45);
  await addCollection(adaId, 'Empty', 0);
  graceCollection = await addCollection(await creatorIdOf(ctx.app, grace), 'Grace only', 1);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('GET /creators/collections (spec 7)', () => {
  it("lists the creator's collections with media count and cover preview", async () => {
    const response = await call(ctx.app, 'GET', '/creators/collections?perPage=20', ada);
    expect(response.statusCode).toBe(200);
    const { collections, pagination } = response.json().data;
    expect(collections.map((c: { name: string }) => c.name)).toEqual(['Travel', 'Empty']);
    expect(collections[0]).toMatchObject({ mediaCount: 45, preview: expect.stringContaining('/preview?') });
    expect(collections[1]).toMatchObject({ mediaCount: 0, preview: null });
    expect(pagination).toEqual({ items_total: 2 });
  });

  it('pages the list by offset, the next offset absent on the last page (spec 4)', async () => {
    const first = (await call(ctx.app, 'GET', '/creators/collections?perPage=1', ada)).json().data;
    expect(first.pagination).toEqual({ offset: 1, items_total: 2 });
    const last = (await call(ctx.app, 'GET', '/creators/collections?perPage=1&offset=1', ada)).json().data;
    expect(last.collections[0].name).toBe('Empty');
    expect(last.pagination).toEqual({ items_total: 2 });
  });

  it('answers 400 with fields for a perPage that is not a whole number, 401 without a token', async () => {
    const response = await call(ctx.app, 'GET', '/creators/collections?perPage=abc', ada);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ perPage: ['mandatory_field_is_empty_error'] });
    expect((await call(ctx.app, 'GET', '/creators/collections')).statusCode).toBe(401);
  });
});

describe('GET /creators/collections/{id} (spec 3 "Responses", 4, 7)', () => {
  it('pages 45 medias by 20 (the default perPage): offsets 20, 40, then none', async () => {
    const seen = new Set<string>();
    const offsets: (number | undefined)[] = [];
    let offset: number | undefined = 0;
    while (offset !== undefined) {
      const response = await call(ctx.app, 'GET', `/creators/collections/${travel}?offset=${offset}`, ada);
      const page = response.json().data;
      expect(collectionPageStruct.is(page)).toBe(true);
      expect(page.collection).toEqual({ id: travel, name: 'Travel' });
      expect(page.pagination.items_total).toBe(45);
      for (const media of page.medias) seen.add(media.id);
      offset = page.pagination.offset;
      offsets.push(offset);
    }
    expect(offsets).toEqual([20, 40, undefined]);
    expect(seen.size).toBe(45);
  });

  it('answers the media items of spec 3: type, preview, price, counts, video duration', async () => {
    const page = (await call(ctx.app, 'GET', `/creators/collections/${travel}?perPage=45`, ada)).json().data;
    const video = page.medias.find((m: { type: string }) => m.type === 'video/mp4');
    const image = page.medias.find((m: { type: string }) => m.type === 'image/png');
    expect(video).toMatchObject({ duration: 61, isScheduled: false, isPrivate: true, private: true });
    expect(image).toMatchObject({ duration: null, price: null });
  });

  it("answers 404 for another creator's collection, an unknown id and a non-uuid id", async () => {
    expect((await call(ctx.app, 'GET', `/creators/collections/${graceCollection}`, ada)).statusCode).toBe(
      404,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(ctx.app, 'GET', `/creators/collections/${unknown}`, ada)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', '/creators/collections/abc', ada)).statusCode).toBe(404);
  });

  it('answers 401 with a forged token (spec 6)', async () => {
    const forged = `Bearer ${await ctx.forge.sign({ sub: 'sub-ada' }, { key: 'stranger' })}`;
    expect((await call(ctx.app, 'GET', `/creators/collections/${travel}`, forged)).statusCode).toBe(401);
  });
});
