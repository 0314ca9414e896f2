import type { CollectionSummary, CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, signInDemoCreator, signInOtherCreator } from './support/clients';
import { uploadPixel } from './support/media';

let demo: CreatorClient;
let other: CreatorClient;
let collection: CollectionSummary;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
  const { collections } = await demo.collections.list();
  const [first] = [...collections].sort((a, b) => b.mediaCount - a.mediaCount);
  if (!first) throw new Error('the demo creator has no collection to page through');
  collection = first;
});

describe('GET /creators/collections (spec 7: list of collections)', () => {
  it("lists the demo creator's collections with their pagination", async () => {
    const list = await demo.collections.list();
    expect(list.collections.length).toBeGreaterThan(0);
    expect(list.pagination.items_total).toBeGreaterThanOrEqual(list.collections.length);
  });

  it("another creator's list does not hold the demo creator's collections (spec 6)", async () => {
    const theirs = await other.collections.list();
    expect(theirs.collections.map((c) => c.id)).not.toContain(collection.id);
  });
});

describe('GET /creators/collections/{id} (spec 3 "Responses", spec 4 pagination, spec 9 page size 20)', () => {
  it('answers the name, at most 20 medias and items_total', async () => {
    const page = await demo.collections.get(collection.id);
    expect(page.collection).toEqual({ id: collection.id, name: collection.name });
    expect(page.medias.length).toBeLessThanOrEqual(20);
    expect(page.pagination.items_total).toBe(collection.mediaCount);
  });

  it('following the returned offset yields every media once, and paging ends without an offset', async () => {
    const ids: string[] = [];
    for await (const media of demo.collections.medias(collection.id, { perPage: 2 })) ids.push(media.id);
    expect(ids.length).toBe(collection.mediaCount);
    expect(new Set(ids).size).toBe(ids.length);
    const lastOffset = Math.max(0, Math.floor((collection.mediaCount - 1) / 2) * 2);
    const last = await demo.collections.get(collection.id, { perPage: 2, offset: lastOffset });
    expect(last.pagination.offset ?? undefined).toBeUndefined();
  });

  it('each media carries id, preview and type (spec 3 "Media item")', async () => {
    const page = await demo.collections.get(collection.id);
    for (const media of page.medias) expect(media.type).toMatch(/^(image|video)/);
  });

  it("another creator's collection answers 404 'Error while getting collections by id' (spec 6, 8)", async () => {
    expect(await refusal(() => other.collections.get(collection.id))).toMatchObject({
      status: 404,
      message: 'Error while getting collections by id',
    });
  });

  it('a perPage that is not a positive number -> 400 perPage: mandatory_field_is_empty_error (spec 5 "Generic")', async () => {
    const error = await refusal(() => demo.collections.get(collection.id, { perPage: -1 }));
    expect(error.status).toBe(400);
    expect(error.fields?.perPage).toContain('mandatory_field_is_empty_error');
  });
});

describe('collections and medias change through the SDK', () => {
  it('create, rename, refuse a blank name, delete moving the medias, delete', async () => {
    const creator = other;
    const first = await creator.collections.create('Holidays');
    expect(first).toMatchObject({ name: 'Holidays', mediaCount: 0 });
    expect((await creator.collections.rename(first.id, 'Summer holidays')).name).toBe('Summer holidays');
    const second = await creator.collections.create('Archive');
    await expect(creator.collections.create('   ')).rejects.toMatchObject({
      status: 400,
      message: 'Error while creating collection',
      fields: { name: ['mandatory_field_is_empty_error'] },
    });
    await creator.collections.delete(first.id, { moveTo: second.id });
    const listed = (await creator.collections.list()).collections.map((c) => c.id);
    expect(listed).toContain(second.id);
    expect(listed).not.toContain(first.id);
    await creator.collections.delete(second.id);
    expect((await creator.collections.list()).collections.map((c) => c.id)).not.toContain(second.id);
  });
});

describe('the cloud is searched and sorted (GET /creators/collections/{id}?q&sort)', () => {
  const everyMedia = async () => {
    const all = [];
    for await (const media of demo.collections.medias(collection.id, { perPage: 100 })) all.push(media);
    return all;
  };

  it('q keeps the medias whose file name contains it, case ignored, and items_total counts them', async () => {
    const all = await everyMedia();
    // The end of the collection's name, a space and a 1: "Summer shoot 1.png", "Summer shoot 12.png"...
    const q = `${collection.name.slice(-3)} 1`;
    const expected = all.filter((m) => m.name?.toLowerCase().includes(q.toLowerCase())).map((m) => m.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const page = await demo.collections.get(collection.id, { q, perPage: 100 });
    expect(page.medias.map((m) => m.id).sort()).toEqual(expected.sort());
    expect(page.pagination.items_total).toBe(expected.length);
    const shouting = await demo.collections.get(collection.id, {
      q: collection.name.toUpperCase(),
      perPage: 100,
    });
    expect(shouting.pagination.items_total).toBe(
      all.filter((m) => m.name?.startsWith(collection.name)).length,
    );
  });

  it('a search for "%" or "_" looks for that character, not for any name', async () => {
    const page = await demo.collections.get(collection.id, { q: '%' });
    expect(page.medias).toEqual([]);
    expect(page.pagination.items_total).toBe(0);
  });

  it('sort=name orders by file name across pages, sort=type puts images before videos', async () => {
    const byName = [];
    for (let offset = 0; offset < collection.mediaCount; offset += 5) {
      const page = await demo.collections.get(collection.id, { sort: 'name', perPage: 5, offset });
      byName.push(...page.medias.map((m) => (m.name ?? '').toLowerCase()));
    }
    expect(byName.length).toBe(collection.mediaCount);
    expect(byName).toEqual([...byName].sort());
    const byType = await demo.collections.get(collection.id, { sort: 'type', perPage: 100 });
    const kinds = byType.medias.map((m) => (m.type.startsWith('image') ? 'image' : 'video'));
    expect(kinds).toEqual([...kinds].sort());
    expect(new Set(kinds).size).toBe(2);
  });

  it('an unknown sort or a search longer than a name -> 400 with the field named, nothing listed', async () => {
    const sort = await refusal(() =>
      demo.collections.get(collection.id, { sort: 'size' as unknown as 'name' }),
    );
    expect(sort.status).toBe(400);
    expect(Object.keys(sort.fields ?? {})).toContain('sort');
    const long = await refusal(() => demo.collections.get(collection.id, { q: 'x'.repeat(101) }));
    expect(long.status).toBe(400);
    expect(Object.keys(long.fields ?? {})).toContain('q');
  });

  it('each media says what uses it: posts, pushes, the profile picture', async () => {
    const page = await demo.collections.get(collection.id);
    for (const media of page.medias) {
      expect(media.usedBy).toMatchObject({ posts: expect.any(Number), pushes: expect.any(Number) });
      expect(media.usedIn).toBe(
        (media.usedBy?.posts ?? 0) + (media.usedBy?.pushes ?? 0) + (media.usedBy?.profilePicture ? 1 : 0),
      );
    }
  });
});

describe('GET /creators/medias: the recent items, where every upload shows (spec 2 "Collection screen")', () => {
  it('a media uploaded outside any collection (a post composer upload) is first among the recent items', async () => {
    const media = await uploadPixel(demo, 'post');
    const recent = await demo.collections.recent({ perPage: 20 });
    expect(recent.medias[0]?.id).toBe(media.id);
    expect(recent.medias.length).toBeLessThanOrEqual(20);
    const inCollections = (await demo.collections.list({ perPage: 100 })).collections.reduce(
      (sum, one) => sum + one.mediaCount,
      0,
    );
    // Every media of the creator, those in a collection and those in none.
    expect(recent.pagination.items_total).toBeGreaterThan(inCollections);
  });

  it("another creator's recent items hold none of the demo creator's medias (spec 6)", async () => {
    const mine = await demo.collections.recent();
    const theirs = await other.collections.recent({ perPage: 100 });
    const ids = new Set(theirs.medias.map((media) => media.id));
    expect(mine.medias.some((media) => ids.has(media.id))).toBe(false);
  });
});
