import { AVAILABILITY_DEFAULTS } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../app';
import { call, countRows, creatorIdOf, oversizedBody } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let grace: string;
const consultation = {
  title: 'Tarot reading',
  description: 'Thirty minutes on video',
  duration: 1800,
  price: { value: 4500, currency: 'EUR' },
};

async function book(authorization: string, startsAt: string) {
  const creatorId = await creatorIdOf(ctx.app, authorization);
  const { id } = (await call(ctx.app, 'POST', '/bookings/consultations', authorization, consultation)).json()
    .data;
  const start = new Date(startsAt);
  const row = await ctx.db
    .insertInto('bookings')
    .values({
      creator_id: creatorId,
      consultation_id: id,
      starts_at: start,
      ends_at: new Date(start.getTime() + 1800_000),
      attendee_name: 'Fan',
      attendee_email: 'fan@example.com',
      attendee_time_zone: 'America/New_York',
      time_zone: 'Europe/Paris',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('bookings (spec 7)', () => {
  it('GET /bookings/dates answers the days with bookings in the range; /search the bookings of a day', async () => {
    const first = await book(ada, '2026-06-20T10:00:00.000Z');
    await book(ada, '2026-06-20T15:00:00.000Z');
    await book(ada, '2026-07-02T09:00:00.000Z');
    await book(grace, '2026-06-21T09:00:00.000Z');
    const dates = await call(ctx.app, 'GET', '/bookings/dates?startDate=2026-06-01&endDate=2026-06-30', ada);
    expect(dates.json().data).toEqual({ dates: ['2026-06-20'] });
    const day = (await call(ctx.app, 'GET', '/bookings/search?date=2026-06-20', ada)).json().data.bookings;
    expect(day.map((b: { id: string }) => b.id)[0]).toBe(first);
    expect(day).toHaveLength(2);
    expect(day[0]).toMatchObject({
      startsAt: '2026-06-20T10:00:00.000Z',
      endsAt: '2026-06-20T10:30:00.000Z',
    });
  });

  it('DELETE /bookings/{id} cancels the creator booking, 404 for another creator', async () => {
    const theirs = await book(grace, '2026-06-22T09:00:00.000Z');
    expect((await call(ctx.app, 'DELETE', `/bookings/${theirs}`, ada)).statusCode).toBe(404);
    const mine = await book(ada, '2026-06-23T09:00:00.000Z');
    expect((await call(ctx.app, 'DELETE', `/bookings/${mine}`, ada)).statusCode).toBe(200);
    expect(
      (await call(ctx.app, 'GET', '/bookings/search?date=2026-06-23', ada)).json().data.bookings,
    ).toEqual([]);
  });

  it('missing startDate, endDate or date -> 400 with fields (spec 5 Calls, spec 8 guards)', async () => {
    const dates = await call(ctx.app, 'GET', '/bookings/dates', ada);
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.fields).toEqual({
      startDate: ['mandatory_field_is_empty_error'],
      endDate: ['mandatory_field_is_empty_error'],
    });
    const search = await call(ctx.app, 'GET', '/bookings/search?date=2026-02-30', ada);
    expect(search.json().error.fields).toEqual({ date: ['mandatory_field_is_empty_error'] });
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await call(ctx.app, 'GET', '/bookings/search?date=2026-06-20')).statusCode).toBe(401);
    const forged = `Bearer ${await ctx.forge.sign({ sub: 'sub-ada' }, { key: 'stranger' })}`;
    expect((await call(ctx.app, 'GET', '/bookings/search?date=2026-06-20', forged)).statusCode).toBe(401);
  });
});

describe('consultations and availability (spec 1, 2 catalog)', () => {
  it('creates, reads, changes and deletes a consultation', async () => {
    const created = (await call(ctx.app, 'POST', '/bookings/consultations', ada, consultation)).json().data;
    expect(created).toMatchObject(consultation);
    const patched = await call(ctx.app, 'PATCH', `/bookings/consultations/${created.id}`, ada, {
      duration: 3600,
    });
    expect(patched.json().data).toMatchObject({ duration: 3600, title: 'Tarot reading' });
    const list = (await call(ctx.app, 'GET', '/bookings/consultations', ada)).json().data.consultations;
    expect(list.map((c: { id: string }) => c.id)).toContain(created.id);
    expect((await call(ctx.app, 'GET', `/bookings/consultations/${created.id}`, grace)).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/bookings/consultations/${created.id}`, grace)).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, 'DELETE', `/bookings/consultations/${created.id}`, ada)).statusCode).toBe(
      200,
    );
    expect((await call(ctx.app, 'GET', `/bookings/consultations/${created.id}`, ada)).statusCode).toBe(404);
  });

  it('a blank title, a zero duration or a price in major units -> 400 with fields, nothing stored', async () => {
    const before = await countRows(ctx.db, 'consultations');
    const response = await call(ctx.app, 'POST', '/bookings/consultations', ada, {
      ...consultation,
      duration: 0,
      price: { value: 45.5, currency: 'EUR' },
    });
    expect(response.json().error.fields).toEqual({
      duration: ['mandatory_field_is_empty_error'],
      'price.value': ['mandatory_field_is_empty_error'],
    });
    const blank = await call(ctx.app, 'POST', '/bookings/consultations', ada, {
      ...consultation,
      title: ' ',
    });
    expect(blank.json().error.fields).toEqual({ title: ['mandatory_field_is_empty_error'] });
    expect(await countRows(ctx.db, 'consultations')).toBe(before);
  });

  it('availability is empty at first with the default settings, then replaced as a whole; overlaps and unknown zones are refused', async () => {
    expect((await call(ctx.app, 'GET', '/bookings/availability', ada)).json().data).toEqual({
      timeZone: 'Europe/Paris',
      slots: [],
      overrides: [],
      ...AVAILABILITY_DEFAULTS,
    });
    const week = { timeZone: 'Europe/Paris', slots: [{ weekday: 1, start: '09:00', end: '12:00' }] };
    const stored = { ...week, overrides: [], ...AVAILABILITY_DEFAULTS };
    expect((await call(ctx.app, 'PUT', '/bookings/availability', ada, week)).json().data).toEqual(stored);
    const overlap = {
      timeZone: 'Europe/Paris',
      slots: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '13:00' },
      ],
      overrides: [
        {
          date: '2026-07-01',
          ranges: [
            { start: '09:00', end: '10:00' },
            { start: '09:30', end: '11:00' },
          ],
        },
      ],
    };
    const refused = await call(ctx.app, 'PUT', '/bookings/availability', ada, overlap);
    expect(refused.json().error.fields).toEqual({
      slots: ['mandatory_field_is_empty_error'],
      overrides: ['mandatory_field_is_empty_error'],
    });
    const unknownZone = await call(ctx.app, 'PUT', '/bookings/availability', ada, {
      ...week,
      timeZone: 'Mars/Olympus',
    });
    expect(unknownZone.json().error.fields).toEqual({ timeZone: ['mandatory_field_is_empty_error'] });
    expect((await call(ctx.app, 'GET', '/bookings/availability', ada)).json().data).toEqual(stored);
    expect((await call(ctx.app, 'GET', '/bookings/availability', grace)).json().data.slots).toEqual([]);
  });

  it('answers 413 for an oversized body and 401 without a token', async () => {
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/bookings/consultations',
      headers: { authorization: ada, 'content-type': 'application/json' },
      payload: oversizedBody(JSON_BODY_LIMIT_BYTES),
    });
    expect(big.statusCode).toBe(413);
    expect((await call(ctx.app, 'GET', '/bookings/consultations')).statusCode).toBe(401);
  });
});
