import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedia, call, creatorIdOf } from '../testing/fixtures';
import { pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';

/*
 * The lists answer in one statement each: what the separate queries used to answer must still hold at
 * the edges (a page past the end, recipients counted per audience set, a media used several times).
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let adaId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  adaId = await creatorIdOf(ctx.app, ada);
  await ctx.db
    .insertInto('fans')
    .values([
      { creator_id: adaId, name: 'A', subscription: 'active', follows: true },
      { creator_id: adaId, name: 'B', subscription: 'active' },
      { creator_id: adaId, name: 'C', subscription: null, follows: true },
      { creator_id: adaId, name: 'D', subscription: 'expired', purchases: 1 },
    ])
    .execute();
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('lists in one statement', () => {
  it('a page of collections past the end is empty and still says how many there are (spec 4)', async () => {
    for (const name of ['One', 'Two']) {
      expect((await call(ctx.app, 'POST', '/creators/collections', ada, { name })).statusCode).toBe(201);
    }
    const past = (await call(ctx.app, 'GET', '/creators/collections?perPage=5&offset=10', ada)).json().data;
    expect(past).toEqual({ collections: [], pagination: { items_total: 2 } });
  });

  it('each scheduled push counts the fans in its own audiences, once each, in the list as alone', async () => {
    const media = (await addMedia(ctx.db, adaId)).id;
    const created: Record<string, string> = {};
    for (const targets of [['subscribers', 'followers'], ['buyers'], ['followers', 'subscribers']]) {
      const answer = await call(ctx.app, 'POST', '/pushes', ada, pushPayload(media, { targets }));
      expect(answer.statusCode).toBe(201);
      created[targets.join(',')] = answer.json().data.id;
    }
    const listed = (await call(ctx.app, 'GET', '/pushes', ada)).json().data.pushes as {
      id: string;
      recipients: number;
    }[];
    const recipientsOf = (id: string | undefined) => listed.find((push) => push.id === id)?.recipients;
    // A, B and C are subscribers or followers (A is both); only D has bought.
    expect(recipientsOf(created['subscribers,followers'])).toBe(3);
    expect(recipientsOf(created['followers,subscribers'])).toBe(3);
    expect(recipientsOf(created.buyers)).toBe(1);
    const alone = (await call(ctx.app, 'GET', `/pushes/${created.buyers}`, ada)).json().data;
    expect(alone.recipients).toBe(1);
  });

  it("a collection's page says of each media whether a scheduled push uses it and by how many", async () => {
    const collection = (await call(ctx.app, 'POST', '/creators/collections', ada, { name: 'Used' })).json()
      .data;
    const used = (await addMedia(ctx.db, adaId, { collection_id: collection.id })).id;
    const unused = (await addMedia(ctx.db, adaId, { collection_id: collection.id })).id;
    for (let i = 0; i < 2; i++) {
      const answer = await call(ctx.app, 'POST', '/pushes', ada, pushPayload(used));
      expect(answer.statusCode).toBe(201);
    }
    const page = (await call(ctx.app, 'GET', `/creators/collections/${collection.id}`, ada)).json().data;
    const byId = new Map(page.medias.map((media: { id: string }) => [media.id, media]));
    expect(byId.get(used)).toMatchObject({ isScheduled: true, usedIn: 2 });
    expect(byId.get(unused)).toMatchObject({ isScheduled: false, usedIn: 0 });
    expect(page.pagination).toEqual({ items_total: 2 });
  });
});
