import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDevelopmentCalendar, openCatalog } from '../testing/catalog-fixtures';
import { call, countRows, creatorIdOf } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let ada: string;
let consultationId: string;
let creatorId: string;

// 2026-06-16 in Paris (UTC+2): 09:00, 10:00 and 11:00 local are 07:00, 08:00 and 09:00 UTC.
const PARIS_DAY = { from: '2026-06-15T22:00:00.000Z', to: '2026-06-16T22:00:00.000Z' };
const fan = { name: 'Grace', email: 'grace@example.com', timeZone: 'Asia/Tokyo' };

const slots = async (id = consultationId, range: { from: string; to: string } = PARIS_DAY) => {
  const query = new URLSearchParams({ ...range, timeZone: 'Asia/Tokyo' });
  return call(ctx.app, 'GET', `/public/consultations/${id}/slots?${query}`);
};
const book = (start: string, who = fan) =>
  call(ctx.app, 'POST', `/public/consultations/${consultationId}/bookings`, undefined, { ...who, start });

beforeAll(async () => {
  ctx = await createTestApp({
    now: new Date('2026-06-15T06:00:00Z'),
    calendarEnv: { CALENDAR_DEV_PROVIDER: '1' },
    publicRateLimitPerMinute: 1000,
    // 50 fans race from one test address below; the hourly booking limits have their own tests.
    publicBookingLimits: { attemptsPerAddressPerHour: 1000, attemptsPerCreatorPerHour: 1000 },
  });
  ada = await bearerFor(ctx.forge, 'sub-ada');
  creatorId = await creatorIdOf(ctx.app, ada);
  consultationId = await openCatalog(ctx.app, ada);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('public booking', () => {
  it('without a synced calendar no slot is offered (available: false) and booking answers 409', async () => {
    expect((await slots()).json().data).toEqual({ slots: [], timeZone: 'Europe/Paris', available: false });
    const refused = await book('2026-06-16T07:00:00.000Z');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('calendar_unavailable');
    await connectDevelopmentCalendar(ctx.app, ada);
  });

  it("a fan lists the creator's active consultations and zone without any token", async () => {
    const answer = await call(ctx.app, 'GET', `/public/creators/${creatorId}/consultations`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      consultations: [
        {
          id: consultationId,
          title: 'Astral chart',
          description: 'One hour on video',
          duration: 3600,
          price: { value: 0, currency: 'EUR' },
        },
      ],
      timeZone: 'Europe/Paris',
    });
    const fromPartner = await ctx.app.inject({
      method: 'GET',
      url: `/public/creators/${creatorId}/consultations`,
      headers: { origin: 'https://any-partner.example' },
    });
    expect(fromPartner.headers['access-control-allow-origin']).toBe('*');
  });

  it('slots are the opening hours in exact UTC instants', async () => {
    expect((await slots()).json().data).toEqual({
      slots: [
        { start: '2026-06-16T07:00:00.000Z', end: '2026-06-16T08:00:00.000Z' },
        { start: '2026-06-16T08:00:00.000Z', end: '2026-06-16T09:00:00.000Z' },
        { start: '2026-06-16T09:00:00.000Z', end: '2026-06-16T10:00:00.000Z' },
      ],
      timeZone: 'Europe/Paris',
      available: true,
    });
  });

  it('a booking answers the booking and a calendar file in the fan zone; the slot is then gone and the creator sees it', async () => {
    const booked = await book('2026-06-16T07:00:00.000Z');
    expect(booked.statusCode).toBe(201);
    const { booking, ics } = booked.json().data;
    expect(booking).toMatchObject({
      consultationId,
      consultationTitle: 'Astral chart',
      startsAt: '2026-06-16T07:00:00.000Z',
      endsAt: '2026-06-16T08:00:00.000Z',
      attendeeName: 'Grace',
      attendeeTimeZone: 'Asia/Tokyo',
      timeZone: 'Europe/Paris',
    });
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('DTSTART;TZID=Asia/Tokyo:20260616T160000');
    const starts = (await slots()).json().data.slots.map((slot: { start: string }) => slot.start);
    expect(starts).not.toContain('2026-06-16T07:00:00.000Z');
    const day = await call(ctx.app, 'GET', '/bookings/search?date=2026-06-16', ada);
    expect(day.json().data.bookings).toEqual([booking]);
    const dates = await call(ctx.app, 'GET', '/bookings/dates?startDate=2026-06-01&endDate=2026-06-30', ada);
    expect(dates.json().data.dates).toContain('2026-06-16');
  });

  it('the same slot twice, a start off the grid, or outside the opening hours -> 409 slot_taken, nothing stored', async () => {
    const before = await countRows(ctx.db, 'bookings');
    for (const start of [
      '2026-06-16T07:00:00.000Z',
      '2026-06-16T07:30:00.000Z',
      '2026-06-16T12:00:00.000Z',
    ]) {
      const refused = await book(start);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('slot_taken');
    }
    expect(await countRows(ctx.db, 'bookings')).toBe(before);
  });

  it('a priced consultation booked without a fan account -> 402 payment_required, nothing stored, the slot still free (DESIGN "Money")', async () => {
    const priced = await call(ctx.app, 'POST', '/bookings/consultations', ada, {
      title: 'Paid reading',
      description: '',
      duration: 3600,
      price: { value: 2500, currency: 'EUR' },
    });
    const pricedId = priced.json().data.id as string;
    const [bookings, payments, ledger] = await Promise.all([
      countRows(ctx.db, 'bookings'),
      countRows(ctx.db, 'payments'),
      countRows(ctx.db, 'ledger_entries'),
    ]);
    const refused = await call(ctx.app, 'POST', `/public/consultations/${pricedId}/bookings`, undefined, {
      ...fan,
      start: '2026-06-16T09:00:00.000Z',
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      error: { code: 'payment_required', message: expect.stringContaining('sign in as a fan') },
    });
    expect(await countRows(ctx.db, 'bookings')).toBe(bookings);
    expect(await countRows(ctx.db, 'payments')).toBe(payments);
    expect(await countRows(ctx.db, 'ledger_entries')).toBe(ledger);
    const query = new URLSearchParams({ ...PARIS_DAY, timeZone: 'Asia/Tokyo' });
    const free = await call(ctx.app, 'GET', `/public/consultations/${pricedId}/slots?${query}`);
    expect(free.json().data.slots.map((slot: { start: string }) => slot.start)).toContain(
      '2026-06-16T09:00:00.000Z',
    );
    expect((await call(ctx.app, 'DELETE', `/bookings/consultations/${pricedId}`, ada)).statusCode).toBe(200);
  });

  it('no double booking: 50 fans booking one slot at once get one booking and 49 answers 409', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book('2026-06-16T08:00:00.000Z', { ...fan, name: `Fan ${i}`, email: `fan${i}@example.com` }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const rows = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('starts_at', '=', new Date('2026-06-16T08:00:00.000Z'))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('malformed input -> 400 with fields; unknown or paused consultations -> 404', async () => {
    const bad = await call(ctx.app, 'POST', `/public/consultations/${consultationId}/bookings`, undefined, {
      start: 'tomorrow',
      name: '',
      email: 'grace',
      timeZone: 'Mars/Olympus',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'name', 'start', 'timeZone']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await slots(unknown)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `/public/consultations/not-a-uuid/slots`)).statusCode).toBe(404);
    const wide = await slots(consultationId, {
      from: '2026-06-01T00:00:00.000Z',
      to: '2026-09-01T00:00:00.000Z',
    });
    expect(wide.statusCode).toBe(400);
    await call(ctx.app, 'PATCH', `/bookings/consultations/${consultationId}`, ada, { active: false });
    expect((await slots()).statusCode).toBe(404);
    expect((await book('2026-06-16T09:00:00.000Z')).statusCode).toBe(404);
    const listed = await call(ctx.app, 'GET', `/public/creators/${creatorId}/consultations`);
    expect(listed.json().data.consultations).toEqual([]);
    await call(ctx.app, 'PATCH', `/bookings/consultations/${consultationId}`, ada, { active: true });
  });

  it('cancelling frees the slot again; the calendar file of a booking is served to its creator only', async () => {
    const [booking] = (await call(ctx.app, 'GET', '/bookings/search?date=2026-06-16', ada)).json().data
      .bookings;
    const file = await call(ctx.app, 'GET', `/bookings/${booking.id}/calendar-file`, ada);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.body).toContain('DTSTART;TZID=Europe/Paris:20260616T090000');
    const grace = await bearerFor(ctx.forge, 'sub-grace');
    expect((await call(ctx.app, 'GET', `/bookings/${booking.id}/calendar-file`, grace)).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/bookings/${booking.id}`, ada)).statusCode).toBe(200);
    const starts = (await slots()).json().data.slots.map((slot: { start: string }) => slot.start);
    expect(starts).toContain(booking.startsAt);
  });

  it('calls are rate-limited per address with the error envelope (429)', async () => {
    const limited = await createTestApp({ publicRateLimitPerMinute: 2 });
    const url = `/public/creators/${creatorId}/consultations`;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await call(limited.app, 'GET', url));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]?.json().error.code).toBe('rate_limited');
    await limited.app.close();
    await limited.db.destroy();
  });
});
