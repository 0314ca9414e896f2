import { afterEach, describe, expect, it } from 'vitest';
import type { PublicBookingLimits } from '../services/public-limits';
import { connectDevelopmentCalendar, openCatalog } from '../testing/catalog-fixtures';
import { countRows, creatorIdOf } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const opened: TestApp[] = [];
afterEach(async () => {
  for (const ctx of opened.splice(0)) {
    await ctx.app.close();
    await ctx.db.destroy();
  }
});

/** The API behind the operator's proxy on loopback, with a catalog open 09:00-12:00 in Paris every day. */
async function bookingApp(options: {
  limits?: Partial<PublicBookingLimits>;
  perMinute?: number;
  trustProxy?: string[];
}) {
  const ctx = await createTestApp({
    now: new Date('2026-06-15T06:00:00Z'),
    calendarEnv: { CALENDAR_DEV_PROVIDER: '1' },
    publicRateLimitPerMinute: options.perMinute ?? 1000,
    ...(options.limits ? { publicBookingLimits: options.limits } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  opened.push(ctx);
  const ada = await bearerFor(ctx.forge, 'sub-ada');
  const creatorId = await creatorIdOf(ctx.app, ada);
  const consultationId = await openCatalog(ctx.app, ada);
  await connectDevelopmentCalendar(ctx.app, ada);
  const book = (start: string, fan: { email?: string; from?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/public/consultations/${consultationId}/bookings`,
      headers: fan.from ? { 'x-forwarded-for': fan.from } : {},
      payload: { start, name: 'Grace', email: fan.email ?? 'grace@example.com', timeZone: 'Asia/Tokyo' },
    });
  const list = (from?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/public/creators/${creatorId}/consultations`,
      headers: from ? { 'x-forwarded-for': from } : {},
    });
  return { ctx, book, list };
}

// 09:00, 10:00 and 11:00 in Paris on 16 and 17 June 2026.
const SLOTS = [
  '2026-06-16T07:00:00.000Z',
  '2026-06-16T08:00:00.000Z',
  '2026-06-16T09:00:00.000Z',
  '2026-06-17T07:00:00.000Z',
];

describe('rate limits tell visitors apart behind the operator proxy (README "Hostile input")', () => {
  it('with TRUST_PROXY naming the proxy, each forwarded client has its own limit', async () => {
    const { list } = await bookingApp({ perMinute: 2, trustProxy: ['127.0.0.1'] });
    const first = [await list('203.0.113.7'), await list('203.0.113.7'), await list('203.0.113.7')];
    expect(first.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
    expect(first[2]?.json().error.code).toBe('rate_limited');
    expect((await list('203.0.113.8')).statusCode).toBe(200);
  });

  it('without it, a forwarded address is ignored: a client cannot escape its limit by claiming another', async () => {
    const { list } = await bookingApp({ perMinute: 2 });
    const answers = [await list('203.0.113.7'), await list('203.0.113.8'), await list('203.0.113.9')];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
  });
});

describe('booking limits per address and per creator, caps on pending bookings (README "Hostile input")', () => {
  it('booking attempts per address and hour -> 429 booking_rate_limited, nothing stored', async () => {
    const { ctx, book } = await bookingApp({ limits: { attemptsPerAddressPerHour: 2 } });
    expect((await book(SLOTS[0] as string)).statusCode).toBe(201);
    expect((await book(SLOTS[0] as string)).statusCode).toBe(409);
    const refused = await book(SLOTS[1] as string);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('booking_rate_limited');
    expect(await countRows(ctx.db, 'bookings')).toBe(1);
  });

  it('booking attempts per creator and hour, every address together -> 429 creator_booking_rate_limited', async () => {
    const { ctx, book } = await bookingApp({
      limits: { attemptsPerCreatorPerHour: 2 },
      trustProxy: ['127.0.0.1'],
    });
    expect((await book(SLOTS[0] as string, { from: '203.0.113.1', email: 'a@example.com' })).statusCode).toBe(
      201,
    );
    expect((await book(SLOTS[1] as string, { from: '203.0.113.2', email: 'b@example.com' })).statusCode).toBe(
      201,
    );
    const refused = await book(SLOTS[2] as string, { from: '203.0.113.3', email: 'c@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('creator_booking_rate_limited');
    expect(await countRows(ctx.db, 'bookings')).toBe(2);
  });

  it('pending bookings per email, whatever its case -> 429 pending_bookings_limit, nothing stored', async () => {
    const { ctx, book } = await bookingApp({ limits: { pendingBookingsPerEmail: 2 } });
    expect((await book(SLOTS[0] as string, { email: 'grace@example.com' })).statusCode).toBe(201);
    expect((await book(SLOTS[1] as string, { email: 'Grace@Example.com' })).statusCode).toBe(201);
    const refused = await book(SLOTS[2] as string, { email: 'GRACE@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('pending_bookings_limit');
    expect(await countRows(ctx.db, 'bookings')).toBe(2);
  });

  it('bookings per creator and day -> 429 creator_daily_bookings_limit; a day later it takes bookings again', async () => {
    const { ctx, book } = await bookingApp({ limits: { bookingsPerCreatorPerDay: 2 } });
    expect((await book(SLOTS[0] as string, { email: 'a@example.com' })).statusCode).toBe(201);
    expect((await book(SLOTS[1] as string, { email: 'b@example.com' })).statusCode).toBe(201);
    const refused = await book(SLOTS[2] as string, { email: 'c@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('creator_daily_bookings_limit');
    ctx.clock.set(new Date('2026-06-16T06:30:00Z'));
    expect((await book(SLOTS[3] as string, { email: 'c@example.com' })).statusCode).toBe(201);
  });
});
