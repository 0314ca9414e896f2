import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  await ctx.db
    .insertInto('push_publication_days')
    .values([{ day: '2026-06-10' }, { day: '2026-06-18' }])
    .execute();
  await ctx.db
    .insertInto('push_restricted_days')
    .values([{ day: '2026-06-01' }, { day: '2026-06-25' }])
    .execute();
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('push composer reference data (spec 7), read from the database', () => {
  it('GET /pushes/prices answers data.ranges in minor units, lowest first (spec 3)', async () => {
    const response = await call(ctx.app, 'GET', '/pushes/prices', ada);
    expect(response.statusCode).toBe(200);
    const { ranges } = response.json().data;
    expect(ranges[0]).toEqual({ value: 500 });
    await ctx.db.insertInto('push_price_ranges').values({ value: 250 }).execute();
    expect((await call(ctx.app, 'GET', '/pushes/prices', ada)).json().data.ranges[0]).toEqual({ value: 250 });
  });

  it('GET /pushes/discount-durations answers durations of at least 10800 s (spec 5)', async () => {
    const { durations } = (await call(ctx.app, 'GET', '/pushes/discount-durations', ada)).json().data;
    expect(durations.length).toBeGreaterThan(0);
    expect(durations.every((d: { value: number }) => d.value >= 10800)).toBe(true);
  });

  it("GET /pushes/calendar answers publication days from today on, with the creator's scheduled pushes", async () => {
    const { dates } = (await call(ctx.app, 'GET', '/pushes/calendar', ada)).json().data;
    expect(dates).toEqual(['2026-06-18']);
  });

  it('GET /pushes/calendar/restrictions answers restricted days from today on', async () => {
    const { dates } = (await call(ctx.app, 'GET', '/pushes/calendar/restrictions', ada)).json().data;
    expect(dates).toEqual(['2026-06-25']);
  });

  it('answers 401 without a token on every reference route (spec 6)', async () => {
    for (const url of [
      '/pushes/prices',
      '/pushes/discount-durations',
      '/pushes/calendar',
      '/pushes/calendar/restrictions',
    ]) {
      expect((await call(ctx.app, 'GET', url)).statusCode).toBe(401);
    }
  });
});
