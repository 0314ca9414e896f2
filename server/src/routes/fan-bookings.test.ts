import { TEST_CARDS } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDevelopmentCalendar, openCatalog } from '../testing/catalog-fixtures';
import { call } from '../testing/fixtures';
import { bearerFor, createTestApp, fanBearerFor } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let ada: string;
let lea: string;
let max: string;
let consultationId: string;

// 2026-06-16 09:00 in Paris (UTC+2): a slot of the catalog the fixtures open.
const START = '2026-06-16T07:00:00.000Z';
const details = { start: START, email: 'fan@example.com', timeZone: 'Europe/Paris' };
const book = (who: string) =>
  call(ctx.app, 'POST', `/fan/consultations/${consultationId}/bookings`, who, details);
const pay = (who: string, paymentId: string, card: string = TEST_CARDS.succeeds) =>
  call(ctx.app, 'POST', `/fan/payments/${paymentId}/dev-charge`, who, { card });

beforeAll(async () => {
  ctx = await createTestApp({
    now: new Date('2026-06-15T06:00:00Z'),
    calendarEnv: { CALENDAR_DEV_PROVIDER: '1' },
  });
  ada = await bearerFor(ctx.forge, 'sub-ada');
  consultationId = await openCatalog(ctx.app, ada, {}, 9000);
  await connectDevelopmentCalendar(ctx.app, ada);
  lea = await fanBearerFor(ctx.forge, 'sub-fan-lea');
  max = await fanBearerFor(ctx.forge, 'sub-fan-max');
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('a paid booking waits for its payment (DESIGN "Money")', () => {
  let leaPayment: string;

  it("a paid consultation booked by a fan awaits its payment and is not yet among the creator's bookings", async () => {
    const answer = await book(lea);
    expect(answer.statusCode).toBe(201);
    const made = answer.json().data;
    expect(made).toMatchObject({
      state: 'awaiting_payment',
      payment: { state: 'pending', amount: { value: 9000, currency: 'EUR' }, item: { source: 'booking' } },
    });
    leaPayment = made.payment.id;
    const upcoming = await call(ctx.app, 'GET', '/bookings/search?date=2026-06-16', ada);
    expect(upcoming.json().data.bookings).toEqual([]);
  });

  it('while the fan pays, the slot is held: another fan gets 409 slot_taken', async () => {
    const answer = await book(max);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('slot_taken');
  });

  it('a hold that ended gives the slot back, and the late payment is refused rather than charged', async () => {
    ctx.clock.set(new Date('2026-06-15T06:16:00Z'));
    const answer = await book(max);
    expect(answer.statusCode).toBe(201);
    const late = await pay(lea, leaPayment);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('payment_closed');
    const paid = await pay(max, answer.json().data.payment.id);
    expect(paid.json().data.payment.state).toBe('confirmed');
    const upcoming = await call(ctx.app, 'GET', '/bookings/search?date=2026-06-16', ada);
    expect(upcoming.json().data.bookings.map((b: { startsAt: string }) => b.startsAt)).toEqual([START]);
  });
});
