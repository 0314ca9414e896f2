import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../testing/fixtures';
import { pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';

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

/** Each of these answered 500 once; every one is the client's mistake. */
describe('malformed values are a 400 in the error envelope, never a 500, and store nothing', () => {
  it('POST /pushes with a media id that is not a uuid -> mandatory_field_is_empty_error on medias.0.id', async () => {
    const before = await countRows(ctx.db, 'pushes');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/pushes',
      headers: { authorization: ada },
      payload: pushPayload('x'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['medias.0.id']).toEqual(['mandatory_field_is_empty_error']);
    expect(await countRows(ctx.db, 'pushes')).toBe(before);
  });

  it('POST /creators/referral with an id of 2^40 -> 400 on id', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/creators/referral',
      headers: { authorization: ada },
      payload: { id: 2 ** 40, userType: 'creator' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.id).toEqual(['mandatory_field_is_empty_error']);
  });

  it.each(['0000-01-01', '9999-12-31'])(
    'GET /bookings/dates?startDate=%s -> 400 on startDate',
    async (day) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/bookings/dates?startDate=${day}&endDate=2026-07-01`,
        headers: { authorization: ada },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.startDate).toEqual(['mandatory_field_is_empty_error']);
    },
  );

  it.each(['/pushes/x', '/posts/1', '/playlists/not-a-uuid', '/creators/collections/%27;--'])(
    'GET %s (an id that is not a uuid) -> 4xx in the envelope',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: ada } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error.code).toEqual(expect.any(String));
    },
  );

  it.each([
    ['PATCH', '/creators/me', { bio: 'x'.repeat(1501) }, 'bio'],
    ['PATCH', '/creators/me', { displayName: 'x'.repeat(101) }, 'displayName'],
    ['POST', '/playlists', { name: 'x'.repeat(101), mediaIds: [] }, 'name'],
    [
      'POST',
      '/pushes',
      { ...pushPayload('x'), targets: Array.from({ length: 21 }, () => 'subscribers') },
      'targets',
    ],
  ] as const)(
    '%s %s with a field over its maximum -> 400 on %j, nothing stored',
    async (method, url, payload, field) => {
      const response = await ctx.app.inject({ method, url, headers: { authorization: ada }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toEqual(['mandatory_field_is_empty_error']);
    },
  );
});

describe('every list is paginated', () => {
  it('GET /playlists?limit=2 answers two and the next offset; the last page names none', async () => {
    const bearer = await bearerFor(ctx.forge, 'sub-lister');
    for (const name of ['One', 'Two', 'Three']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/playlists',
        headers: { authorization: bearer },
        payload: { name, mediaIds: [] },
      });
    }
    const first = (
      await ctx.app.inject({ method: 'GET', url: '/playlists?limit=2', headers: { authorization: bearer } })
    ).json().data;
    expect(first.playlists).toHaveLength(2);
    expect(first.pagination).toEqual({ offset: 2 });
    const last = (
      await ctx.app.inject({
        method: 'GET',
        url: '/playlists?limit=2&offset=2',
        headers: { authorization: bearer },
      })
    ).json().data;
    expect(last.playlists).toHaveLength(1);
    expect(last.pagination).toEqual({});
  });

  it.each(['/pushes?limit=101', '/posts?limit=0', '/playlists?offset=-1', '/bookings/consultations?limit=x'])(
    'GET %s -> 400, a page is between 1 and 100 items',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: ada } });
      expect(response.statusCode).toBe(400);
    },
  );
});
