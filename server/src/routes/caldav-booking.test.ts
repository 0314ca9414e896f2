import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalRadicale, startRadicale } from '../../../scripts/radicale';
import { bookingEventUid } from '../calendars/booking-event';
import {
  type CalDavCalendar,
  openCalDavCalendar,
  readBusyTimes,
  writeEvent,
} from '../calendars/caldav-calendar';
import { calendarEgress } from '../calendars/calendar-egress';
import { BUSY_TIMES_TTL_MS } from '../services/busy-times-cache';
import { openCatalog } from '../testing/catalog-fixtures';
import { call } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

// One radicale per vitest worker, on a port of its own.
const PORT = 39200 + Number(process.env.VITEST_POOL_ID ?? 0);
/** The operator allows this radicale by name, as bin/dev and the test stacks allow theirs. */
const ALLOWED = { CALENDAR_ALLOWED_HOSTS: `127.0.0.1:${PORT}` };
/** Kept across a restart of radicale, as a real server keeps its calendars through an outage. */
const RADICALE_DIR = mkdtempSync(join(tmpdir(), 'creators-caldav-booking-'));
const egress = calendarEgress({ allowedHosts: [`127.0.0.1:${PORT}`], httpsOnly: false });
let radicale: LocalRadicale;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let consultationId: string;
let calendar: CalDavCalendar;

const PARIS_DAY = { from: '2026-06-15T22:00:00.000Z', to: '2026-06-16T22:00:00.000Z' };
const slotStarts = async () => {
  const query = new URLSearchParams({ ...PARIS_DAY, timeZone: 'America/New_York' });
  const answer = (await call(ctx.app, 'GET', `/public/consultations/${consultationId}/slots?${query}`)).json()
    .data;
  return { available: answer.available, starts: answer.slots.map((slot: { start: string }) => slot.start) };
};
const providers = async () =>
  (await call(ctx.app, 'GET', '/bookings/calendars/providers', ada)).json().data.providers;

beforeAll(async () => {
  radicale = await startRadicale({ port: PORT, dir: RADICALE_DIR });
  ctx = await createTestApp({
    now: new Date('2026-06-15T06:00:00Z'),
    publicRateLimitPerMinute: 1000,
    calendarEnv: ALLOWED,
  });
  ada = await bearerFor(ctx.forge, 'sub-ada');
  consultationId = await openCatalog(ctx.app, ada);
  calendar = await openCalDavCalendar(
    {
      serverUrl: radicale.url,
      username: radicale.username,
      password: radicale.password,
    },
    egress,
  );
}, 60_000);
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
  await radicale.stop();
  rmSync(RADICALE_DIR, { recursive: true, force: true });
});

describe('a CalDAV calendar for real', () => {
  it('wrong credentials are refused in words; the right ones make CalDAV Synced, the password kept sealed', async () => {
    const wrong = await call(ctx.app, 'POST', '/bookings/calendars/caldav', ada, {
      serverUrl: radicale.url,
      username: radicale.username,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('calendar_credentials_refused');
    const right = await call(ctx.app, 'POST', '/bookings/calendars/caldav', ada, {
      serverUrl: radicale.url,
      username: radicale.username,
      password: radicale.password,
    });
    expect(right.json().data).toMatchObject({ provider: 'caldav', status: 'Synced', connection: 'caldav' });
    const stored = await ctx.db
      .selectFrom('calendar_connections')
      .select('credentials')
      .executeTakeFirstOrThrow();
    expect(stored.credentials).not.toContain(radicale.password);
  });

  it('an event in the calendar removes the slots it covers', async () => {
    expect((await slotStarts()).starts).toContain('2026-06-16T07:00:00.000Z');
    await writeEvent(
      calendar,
      {
        uid: 'dentist',
        ics: [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//test//EN',
          'BEGIN:VEVENT',
          'UID:dentist',
          'DTSTAMP:20260601T000000Z',
          'DTSTART:20260616T071500Z',
          'DTEND:20260616T073000Z',
          'SUMMARY:Dentist',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n'),
      },
      egress,
    );
    // Slot lists reuse a calendar's busy times for a short while; past it, the new event counts.
    expect((await slotStarts()).starts).toContain('2026-06-16T07:00:00.000Z');
    ctx.clock.set(new Date(ctx.clock.now().getTime() + BUSY_TIMES_TTL_MS));
    expect(await slotStarts()).toEqual({
      available: true,
      starts: ['2026-06-16T08:00:00.000Z', '2026-06-16T09:00:00.000Z'],
    });
  });

  it('a booking is written to the calendar as an event, and cancelling removes it', async () => {
    const booked = await call(
      ctx.app,
      'POST',
      `/public/consultations/${consultationId}/bookings`,
      undefined,
      {
        start: '2026-06-16T08:00:00.000Z',
        name: 'Grace',
        email: 'grace@example.com',
        timeZone: 'America/New_York',
      },
    );
    expect(booked.statusCode).toBe(201);
    const { booking } = booked.json().data;
    const busy = await readBusyTimes(calendar, PARIS_DAY, egress);
    expect(busy).toContainEqual({ start: '2026-06-16T08:00:00.000Z', end: '2026-06-16T09:00:00.000Z' });
    // The event id says which connection wrote it: cancelling removes it from that calendar.
    const [caldav] = await providers();
    expect(
      await ctx.db
        .selectFrom('bookings')
        .select(['calendar_event_id', 'calendar_connection_id'])
        .executeTakeFirst(),
    ).toEqual({ calendar_event_id: bookingEventUid(booking.id), calendar_connection_id: caldav.calendarId });
    const cancelled = await call(ctx.app, 'DELETE', `/bookings/${booking.id}`, ada);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toEqual({
      cancelledBookings: 1,
      calendarUpdated: true,
      fansNotified: true,
    });
    expect(await readBusyTimes(calendar, PARIS_DAY, egress)).not.toContainEqual({
      start: '2026-06-16T08:00:00.000Z',
      end: '2026-06-16T09:00:00.000Z',
    });
  });

  it('a calendar hiccup is not a disconnection: the sync shows delayed, then back on time by itself', async () => {
    await radicale.stop();
    // No slot is offered while the calendar cannot be read (a double booking is worse than none)…
    expect(await slotStarts()).toEqual({ available: false, starts: [] });
    // …but the connection stays Synced, its sync delayed, and nobody has to reconnect anything.
    expect((await providers())[0]).toMatchObject({
      provider: 'caldav',
      status: 'Synced',
      failure: 'unreachable',
    });
    radicale = await startRadicale({ port: PORT, dir: RADICALE_DIR });
    expect((await slotStarts()).available).toBe(true);
    expect((await providers())[0]).toMatchObject({ provider: 'caldav', status: 'Synced', failure: null });
  });
});
