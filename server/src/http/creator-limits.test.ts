import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

/** Small caps, so a test reaches them; the defaults are DEFAULT_CREATOR_LIMITS. */
const LIMIT = 3;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({
    creatorLimits: { collections: LIMIT, playlists: LIMIT, consultations: LIMIT, openUploads: LIMIT },
  });
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const creations = [
  {
    what: 'collections',
    table: 'collections',
    url: '/creators/collections',
    body: (n: number) => ({ name: `Collection ${n}` }),
    code: 'collections_limit_reached',
  },
  {
    what: 'playlists',
    table: 'playlists',
    url: '/playlists',
    body: (n: number) => ({ name: `Playlist ${n}`, mediaIds: [] }),
    code: 'playlists_limit_reached',
  },
  {
    what: 'consultations',
    table: 'consultations',
    url: '/bookings/consultations',
    body: (n: number) => ({
      title: `Consultation ${n}`,
      description: 'One hour on video',
      duration: 3600,
      price: { value: 9000, currency: 'EUR' },
    }),
    code: 'consultations_limit_reached',
  },
] as const;

describe('what one creator may create is bounded (configurable caps, 409 with a clear code)', () => {
  for (const creation of creations) {
    it(`${creation.what}: the cap holds, even when the creations race -> 409 ${creation.code}`, async () => {
      const creator = await bearerFor(ctx.forge, `sub-${creation.what}`);
      const other = await bearerFor(ctx.forge, `sub-${creation.what}-other`);
      // LIMIT + 2 requests at once: without a lock each would count the same rows and all would pass.
      const answers = await Promise.all(
        Array.from({ length: LIMIT + 2 }, (_, n) =>
          call(ctx.app, 'POST', creation.url, creator, creation.body(n)),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().error.code).toBe(creation.code);
      // Another creator is not held back by this one's cap.
      expect((await call(ctx.app, 'POST', creation.url, other, creation.body(0))).statusCode).toBe(201);
      expect(await countRows(ctx.db, creation.table)).toBe(LIMIT + 1);
    });
  }
});

describe('a deleted consultation is archived for its history but frees its place in the catalog', () => {
  it('at the cap, deleting one lets the creator create another', async () => {
    const creator = await bearerFor(ctx.forge, 'sub-consultations-archive');
    const body = (n: number) => ({
      title: `Séance ${n}`,
      description: 'Une heure en visio',
      duration: 3600,
      price: { value: 9000, currency: 'EUR' },
    });
    const created = [];
    for (let n = 0; n < LIMIT; n++)
      created.push((await call(ctx.app, 'POST', '/bookings/consultations', creator, body(n))).json().data);
    expect((await call(ctx.app, 'POST', '/bookings/consultations', creator, body(9))).statusCode).toBe(409);
    const deleted = await call(ctx.app, 'DELETE', `/bookings/consultations/${created[0].id}`, creator);
    expect(deleted.statusCode).toBe(200);
    expect((await call(ctx.app, 'POST', '/bookings/consultations', creator, body(10))).statusCode).toBe(201);
  });
});
