import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDevelopmentCalendar, openCatalog } from '../testing/catalog-fixtures';
import { call } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';
import { bookingMessage, MAIL_TIMEOUTS_MS, smtpBookingNotices } from './booking-notices';
import { startLocalMailbox } from './local-mailbox';

const PORT = 39600 + Number(process.env.VITEST_POOL_ID ?? 0);
let mailbox: Awaited<ReturnType<typeof startLocalMailbox>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let consultationId: string;
const failures: unknown[] = [];
let notices: ReturnType<typeof smtpBookingNotices>;

const book = (start: string) =>
  call(ctx.app, 'POST', `/public/consultations/${consultationId}/bookings`, undefined, {
    start,
    name: 'Grace',
    email: 'grace@example.com',
    timeZone: 'Asia/Tokyo',
  });
/** The last message once every queued notice was sent, its base64 parts decoded so the calendar file reads as text. */
const lastMail = async () => {
  await notices.idle();
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
  notices = smtpBookingNotices({ smtpUrl: mailbox.url, from: 'MYM <no-reply@creators.local>' }, (error) =>
    failures.push(error),
  );
  ctx = await createTestApp({
    now: new Date('2026-06-15T06:00:00Z'),
    calendarEnv: { CALENDAR_DEV_PROVIDER: '1' },
    bookingNotices: notices,
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

describe('the fan is told', () => {
  it('a booking sends the fan a confirmation with the calendar file in their zone', async () => {
    expect((await book('2026-06-16T07:00:00.000Z')).statusCode).toBe(201);
    const mail = await lastMail();
    expect(mail?.to).toEqual(['grace@example.com']);
    expect(mail?.raw).toContain('Subject: Booked: Astral chart');
    expect(mail?.raw).toContain('METHOD:PUBLISH');
    expect(mail?.raw).toContain('DTSTART;TZID=Asia/Tokyo:20260616T160000');
  });

  it('the creator cancelling it sends the fan a cancellation that removes it from their calendar', async () => {
    const [booking] = (await call(ctx.app, 'GET', '/bookings/search?date=2026-06-16', ada)).json().data
      .bookings;
    expect((await call(ctx.app, 'DELETE', `/bookings/${booking.id}`, ada)).statusCode).toBe(200);
    const mail = await lastMail();
    expect(mail?.to).toEqual(['grace@example.com']);
    expect(mail?.raw).toContain('Subject: Cancelled: Astral chart');
    expect(mail?.raw).toContain('METHOD:CANCEL');
    expect(mail?.raw).toContain('STATUS:CANCELLED');
  });

  it('deleting a consultation tells every fan with a booking still to come', async () => {
    await book('2026-06-17T08:00:00.000Z');
    await notices.idle();
    const before = mailbox.received.length;
    expect((await call(ctx.app, 'DELETE', `/bookings/consultations/${consultationId}`, ada)).statusCode).toBe(
      200,
    );
    const last = await lastMail();
    expect(mailbox.received).toHaveLength(before + 1);
    expect(last?.raw).toContain('Subject: Cancelled: Astral chart');
    expect(failures).toEqual([]);
  });
});

describe('what the fan typed is never a link in mail (public booking "Anonymous visitors")', () => {
  const typed = 'Grace http://evil.example/win www.evil.example grace@evil.example <b>hi</b>';
  const booking = {
    id: '00000000-0000-4000-8000-000000000001',
    consultationId: '00000000-0000-4000-8000-000000000002',
    consultationTitle: 'Astral chart',
    startsAt: '2026-06-16T07:00:00.000Z',
    endsAt: '2026-06-16T08:00:00.000Z',
    attendeeName: typed,
    attendeeEmail: 'grace@example.com',
    attendeeTimeZone: 'Asia/Tokyo',
    timeZone: 'Europe/Paris',
  };

  it('the plain-text and HTML bodies show the name with no scheme, domain, address or markup a client could link', () => {
    for (const cancelled of [false, true]) {
      const message = bookingMessage(booking, cancelled);
      for (const body of [message.text, message.html, message.toName]) {
        expect(body).not.toMatch(/https?:|:\/\/|www\.|evil\.example|@evil/);
        expect(body).toContain('Grace');
      }
      expect(message.html).toContain('&lt;b&gt;hi');
      expect(message.html).not.toContain('<b>');
    }
  });

  it('the mail as sent carries no link made of the name', async () => {
    const before = mailbox.received.length;
    notices.booked(booking);
    await notices.idle();
    expect(mailbox.received).toHaveLength(before + 1);
    const raw = (await lastMail())?.raw ?? '';
    expect(raw).not.toMatch(/evil\.example|http:\/\/evil|www\.evil/);
  });
});

describe('mail never holds up a booking (public booking "Anonymous visitors")', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let slow: Awaited<ReturnType<typeof createTestApp>>;
  let slowNotices: ReturnType<typeof smtpBookingNotices>;
  const slowFailures: unknown[] = [];

  beforeAll(async () => {
    // A mail server that accepts the connection and then never says a word.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', () => listening()));
    const { port } = silent.address() as { port: number };
    slowNotices = smtpBookingNotices(
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'MYM <no-reply@creators.local>' },
      (error) => slowFailures.push(error),
    );
    slow = await createTestApp({
      now: new Date('2026-06-15T06:00:00Z'),
      calendarEnv: { CALENDAR_DEV_PROVIDER: '1' },
      bookingNotices: slowNotices,
    });
    const bearer = await bearerFor(slow.forge, 'sub-slow-mail');
    const id = await openCatalog(slow.app, bearer);
    await connectDevelopmentCalendar(slow.app, bearer);
    consultationOfSlow = id;
  });
  let consultationOfSlow: string;
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    silent.close();
    await slow.app.close();
    await slow.db.destroy();
  });

  it('with a mail server that hangs, the booking answers at once and the notice gives up after the greeting timeout', async () => {
    const started = Date.now();
    const booked = await call(
      slow.app,
      'POST',
      `/public/consultations/${consultationOfSlow}/bookings`,
      undefined,
      {
        start: '2026-06-16T07:00:00.000Z',
        name: 'Grace',
        email: 'grace@example.com',
        timeZone: 'Asia/Tokyo',
      },
    );
    expect(booked.statusCode).toBe(201);
    // Well under the mail server's greeting timeout: the answer did not wait for the mail.
    expect(Date.now() - started).toBeLessThan(MAIL_TIMEOUTS_MS.greeting / 2);
    await slowNotices.idle();
    expect(slowFailures).toHaveLength(1);
  });
});
