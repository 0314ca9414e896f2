import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDevelopmentCalendar, openCatalog } from '../testing/catalog-fixtures';
import { call } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';
import { smtpBookingNotices } from './booking-notices';
import { startLocalMailbox } from './local-mailbox';

const PORT = 39600 + Number(process.env.VITEST_POOL_ID ?? 0);
let mailbox: Awaited<ReturnType<typeof startLocalMailbox>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let consultationId: string;
const failures: unknown[] = [];

const book = (start: string) =>
  call(ctx.app, 'POST', `/public/consultations/${consultationId}/bookings`, undefined, {
    start,
    name: 'Grace',
    email: 'grace@example.com',
    timeZone: 'Asia/Tokyo',
  });
/** The last message, its base64 parts decoded so the calendar file reads as text. */
const lastMail = () => {
  const mail = mailbox.received.at(-1);
  if (!mail) return undefined;
  const decoded = mail.raw.replace(
    /\r\n\r\n([A-Za-z0-9+/=\r\n]{40,})/g,
    (_all, body: string) => `\r\n\r\n${Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')}`,
  );
  return { to: mail.to, raw: decoded };
};

beforeAll(async () => {
  mailbox = await startLocalMailbox({ port: PORT, dir: mkdtempSync(join(tmpdir(), 'creators-mail-')) });
  ctx = await createTestApp({
    now: new Date('2026-06-15T06:00:00Z'),
    calendarEnv: { CALENDAR_DEV_PROVIDER: '1' },
    bookingNotices: smtpBookingNotices(
      { smtpUrl: mailbox.url, from: 'MYM <no-reply@creators.local>' },
      (error) => failures.push(error),
    ),
  });
  ada = await bearerFor(ctx.forge, 'sub-ada');
  consultationId = await openCatalog(ctx.app, ada);
  await connectDevelopmentCalendar(ctx.app, ada);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
  await mailbox.stop();
});

describe('the fan is told (issue 11 "Creator screens": cancel ... the fan is told)', () => {
  it('a booking sends the fan a confirmation with the calendar file in their zone', async () => {
    expect((await book('2026-06-16T07:00:00.000Z')).statusCode).toBe(201);
    const mail = lastMail();
    expect(mail?.to).toEqual(['grace@example.com']);
    expect(mail?.raw).toContain('Subject: Booked: Astral chart');
    expect(mail?.raw).toContain('METHOD:PUBLISH');
    expect(mail?.raw).toContain('DTSTART;TZID=Asia/Tokyo:20260616T160000');
  });

  it('the creator cancelling it sends the fan a cancellation that removes it from their calendar', async () => {
    const [booking] = (await call(ctx.app, 'GET', '/bookings/search?date=2026-06-16', ada)).json().data
      .bookings;
    expect((await call(ctx.app, 'DELETE', `/bookings/${booking.id}`, ada)).statusCode).toBe(204);
    const mail = lastMail();
    expect(mail?.to).toEqual(['grace@example.com']);
    expect(mail?.raw).toContain('Subject: Cancelled: Astral chart');
    expect(mail?.raw).toContain('METHOD:CANCEL');
    expect(mail?.raw).toContain('STATUS:CANCELLED');
  });

  it('deleting a consultation tells every fan with a booking still to come', async () => {
    await book('2026-06-17T08:00:00.000Z');
    const before = mailbox.received.length;
    expect((await call(ctx.app, 'DELETE', `/bookings/consultations/${consultationId}`, ada)).statusCode).toBe(
      204,
    );
    expect(mailbox.received).toHaveLength(before + 1);
    expect(lastMail()?.raw).toContain('Subject: Cancelled: Astral chart');
    expect(failures).toEqual([]);
  });
});
