import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Booking } from '@mym/sdk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCredentialsBox } from '../calendars/credentials-box';
import { storeConnection } from '../db/calendar-connections';
import { connectDevelopmentCalendar, openCatalog } from '../testing/catalog-fixtures';
import { call, creatorIdOf } from '../testing/fixtures';
import { bearerFor, createTestApp, TEST_CALENDAR_KEYS } from '../testing/test-app';

/** A CalDAV server that has a hiccup on every request (503), and counts them. */
let calendarServer: Server;
let calendarUrl: string;
let calendarRequests = 0;
/** The fans told of a cancellation; the mail server fails while `mailDown` is true. */
const told: Booking[] = [];
let mailDown = false;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let creatorId: string;

// 2026-06-15 08:00 in Paris is "now": the 14th is past, the 16th is to come.
const PAST = '2026-06-14T08:00:00.000Z';
const FUTURE = '2026-06-16T08:00:00.000Z';

beforeAll(async () => {
  calendarServer = createServer((_request, response) => {
    calendarRequests += 1;
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  const { port } = calendarServer.address() as AddressInfo;
  calendarUrl = `http://127.0.0.1:${port}/`;
  ctx = await createTestApp({
    now: new Date('2026-06-15T06:00:00Z'),
    calendarEnv: { CALENDAR_DEV_PROVIDER: '1', CALENDAR_ALLOWED_HOSTS: `127.0.0.1:${port}` },
    publicRateLimitPerMinute: 1000,
    bookingNotices: {
      booked: async () => undefined,
      cancelled: async (booking) => {
        if (mailDown) throw new Error('the SMTP server refused the connection');
        told.push(booking);
      },
    },
  });
  ada = await bearerFor(ctx.forge, 'sub-history-ada');
  creatorId = await creatorIdOf(ctx.app, ada);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
  calendarServer.closeAllConnections();
  await new Promise((resolve) => calendarServer.close(resolve));
});
beforeEach(() => {
  told.length = 0;
  mailDown = false;
  calendarRequests = 0;
});

/** A booking of the consultation at `start`, as if its event had been written by `connectionId`. */
async function bookingAt(consultationId: string, start: string, connectionId: string | null = null) {
  const startsAt = new Date(start);
  const row = await ctx.db
    .insertInto('bookings')
    .values({
      creator_id: creatorId,
      consultation_id: consultationId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 3600_000),
      attendee_name: 'Grace',
      attendee_email: 'grace@example.com',
      attendee_time_zone: 'Asia/Tokyo',
      time_zone: 'Europe/Paris',
      calendar_event_id: connectionId ? `event-of-${start}` : null,
      calendar_connection_id: connectionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Connects CalDAV to the failing server, its credentials sealed as the API seals them. */
async function connectFailingCalDav() {
  const box = createCredentialsBox(TEST_CALENDAR_KEYS);
  const sealed = box.seal({
    serverUrl: calendarUrl,
    username: 'ada',
    password: 'secret',
    calendarUrl: `${calendarUrl}ada/consultations/`,
  });
  return storeConnection(ctx.db, creatorId, 'caldav', sealed, new Date('2026-06-15T06:00:00Z'));
}

const dayOf = async (date: string) =>
  (await call(ctx.app, 'GET', `/bookings/search?date=${date}&timeZone=Europe/Paris`, ada)).json().data
    .bookings as Booking[];

describe('nothing erases history: deleting a consultation (spec 2 catalog)', () => {
  it('keeps its past bookings, cancels only those to come and tells only their fans', async () => {
    await connectDevelopmentCalendar(ctx.app, ada);
    const consultationId = await openCatalog(ctx.app, ada);
    const past = await bookingAt(consultationId, PAST);
    const future = await bookingAt(consultationId, FUTURE);

    const deleted = await call(ctx.app, 'DELETE', `/bookings/consultations/${consultationId}`, ada);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ cancelledBookings: 1, calendarUpdated: true, fansNotified: true });
    expect(told.map((booking) => booking.id)).toEqual([future]);

    // The past booking still shows, with the consultation it was; the future one is gone.
    expect((await dayOf('2026-06-14')).map((b) => [b.id, b.consultationTitle])).toEqual([
      [past, 'Astral chart'],
    ]);
    expect(await dayOf('2026-06-16')).toEqual([]);
    // The consultation itself is gone from every list and cannot be booked or deleted again.
    const list = (await call(ctx.app, 'GET', '/bookings/consultations', ada)).json().data.consultations;
    expect(list.map((c: { id: string }) => c.id)).not.toContain(consultationId);
    expect((await call(ctx.app, 'GET', `/bookings/consultations/${consultationId}`, ada)).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, 'DELETE', `/bookings/consultations/${consultationId}`, ada)).statusCode).toBe(
      404,
    );
    const offered = await call(ctx.app, 'GET', `/public/creators/${creatorId}/consultations`);
    expect(JSON.stringify(offered.json())).not.toContain(consultationId);
  });
});

describe('an API error never follows a committed cancellation', () => {
  it('the calendar and the mail failing afterwards: the booking is cancelled and the answer says what failed', async () => {
    const consultationId = await openCatalog(ctx.app, ada);
    const connectionId = await connectFailingCalDav();
    const booking = await bookingAt(consultationId, FUTURE, connectionId);
    mailDown = true;

    const cancelled = await call(ctx.app, 'DELETE', `/bookings/${booking}`, ada);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toEqual({
      cancelledBookings: 1,
      calendarUpdated: false,
      fansNotified: false,
    });
    expect(await dayOf('2026-06-16')).toEqual([]);
    // The removal was tried again after the hiccup (three attempts), and the calendar is only delayed.
    expect(calendarRequests).toBe(3);
    const [caldav] = (await call(ctx.app, 'GET', '/bookings/calendars/providers', ada)).json().data.providers;
    expect(caldav).toMatchObject({ provider: 'caldav', status: 'Synced', failure: 'unreachable' });
  });

  it('a consultation deleted while the calendar fails: deleted, its fans told, the answer says the calendar kept the events', async () => {
    const consultationId = await openCatalog(ctx.app, ada);
    const connectionId = await connectFailingCalDav();
    await bookingAt(consultationId, FUTURE, connectionId);
    const deleted = await call(ctx.app, 'DELETE', `/bookings/consultations/${consultationId}`, ada);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ cancelledBookings: 1, calendarUpdated: false, fansNotified: true });
    expect(told).toHaveLength(1);
  });
});

describe('a booking event records the calendar that holds it', () => {
  it('after the creator switched calendars, cancelling does not touch the new one with the old event id', async () => {
    const consultationId = await openCatalog(ctx.app, ada);
    await connectDevelopmentCalendar(ctx.app, ada);
    const [local] = (await call(ctx.app, 'GET', '/bookings/calendars/providers', ada))
      .json()
      .data.providers.filter((provider: { provider: string }) => provider.provider === 'local');
    const booking = await bookingAt(consultationId, FUTURE, local.calendarId);
    await connectFailingCalDav(); // replaces the development calendar

    const cancelled = await call(ctx.app, 'DELETE', `/bookings/${booking}`, ada);
    expect(cancelled.json().data).toMatchObject({ calendarUpdated: false });
    expect(calendarRequests).toBe(0);
  });
});

describe('credentials no key opens any more', () => {
  it('switch the calendar off (refused, reconnect) instead of failing every fan', async () => {
    const consultationId = await openCatalog(ctx.app, ada);
    await storeConnection(ctx.db, creatorId, 'caldav', 'v2.unknown0.aaaa.bbbb.cccc', new Date());
    const query = new URLSearchParams({
      from: '2026-06-15T22:00:00.000Z',
      to: '2026-06-16T22:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    const slots = await call(ctx.app, 'GET', `/public/consultations/${consultationId}/slots?${query}`);
    expect(slots.statusCode).toBe(200);
    expect(slots.json().data.available).toBe(false);
    const [caldav] = (await call(ctx.app, 'GET', '/bookings/calendars/providers', ada)).json().data.providers;
    expect(caldav).toMatchObject({ status: 'Unsynced', failure: 'credentials_refused' });
  });
});
