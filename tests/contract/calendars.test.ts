import type { CalendarProvider, CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { keysUnder, refusal, signInDemoCreator, signInOtherCreator } from './support/clients';

let demo: CreatorClient;
let other: CreatorClient;
const REDIRECT_URI = 'http://localhost:4321/app/catalog/calendar/oauthcallback';

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
});

/**
 * The calendar OAuth round trip of spec 7: ask the connect URL, let the provider consent (the local provider
 * redirects at once, as a browser would follow it), then hand the returned code to the API.
 */
async function connect(client: CreatorClient, provider: string): Promise<CalendarProvider> {
  const url = await client.bookings.calendarConnectUrl({ provider, redirectUri: REDIRECT_URI });
  const consent = await fetch(url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  const code = back.searchParams.get('code') ?? '';
  return client.bookings.connectCalendar({ code, provider, redirectUri: REDIRECT_URI });
}

describe('calendar sync (spec 3 "Calendar provider": Synced or Unsynced, spec 7)', () => {
  it('providers start Unsynced; after the OAuth round trip the provider is the Synced one', async () => {
    const providers = await other.bookings.providers();
    expect(providers.length).toBeGreaterThan(0);
    expect(await other.bookings.syncedProvider()).toBeUndefined();
    expect(providers.map((p) => p.provider)).toEqual(['caldav', 'local']); // the stand-in: this stack's flag
    const provider = 'local';
    const connected = await connect(other, provider);
    expect(connected).toMatchObject({ provider, status: 'Synced' });
    expect(await other.bookings.syncedProvider()).toEqual(connected);
  });

  it('disconnecting the synced calendar makes it Unsynced again', async () => {
    const connected = (await demo.bookings.syncedProvider()) ?? (await connect(demo, 'local'));
    await demo.bookings.disconnectCalendar(connected.calendarId ?? '');
    expect(await demo.bookings.syncedProvider()).toBeUndefined();
  });

  it("another creator's calendar cannot be disconnected: 404, and it stays Synced (spec 6)", async () => {
    const connected = (await demo.bookings.syncedProvider()) ?? (await connect(demo, 'local'));
    expect((await refusal(() => other.bookings.disconnectCalendar(connected.calendarId ?? ''))).status).toBe(
      404,
    );
    expect(await demo.bookings.syncedProvider()).toEqual(connected);
  });

  it('a code that was never issued -> 400 and nothing becomes Synced', async () => {
    const before = await demo.bookings.providers();
    const error = await refusal(() =>
      demo.bookings.connectCalendar({ code: 'forged-code', provider: 'local', redirectUri: REDIRECT_URI }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Error while connecting calendar' });
    expect(await demo.bookings.providers()).toEqual(before);
  });

  it('an unknown provider -> 400 provider: mandatory_field_is_empty_error (spec 5 "Calendar")', async () => {
    const error = await refusal(() =>
      demo.bookings.calendarConnectUrl({ provider: 'carrier-pigeon', redirectUri: REDIRECT_URI }),
    );
    expect(error.status).toBe(400);
    expect(keysUnder(error, 'provider')).toContain('mandatory_field_is_empty_error');
  });

  it('a redirect URI that is no URL -> 400 redirect_uri: mandatory_field_is_empty_error (spec 5 "Calendar")', async () => {
    const error = await refusal(() =>
      demo.bookings.calendarConnectUrl({ provider: 'local', redirectUri: 'nowhere' }),
    );
    expect(error.status).toBe(400);
    expect(keysUnder(error, 'redirect_uri')).toContain('mandatory_field_is_empty_error');
  });
});

describe('booking days, search and cancel (spec 3 "Booking", spec 7)', () => {
  const day = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 24 * 3600 * 1000).toISOString().slice(0, 10);

  it("GET /bookings/dates answers the booked days within the range, and search answers that day's bookings", async () => {
    const [start, end] = [day(0), day(30)];
    const dates = await demo.bookings.dates({ startDate: start, endDate: end });
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date >= start && date <= end).toBe(true);
    const first = dates[0] ?? '';
    const bookings = await demo.bookings.search({ date: first });
    expect(bookings.length).toBeGreaterThan(0);
    for (const booking of bookings) expect(booking.startsAt.startsWith(first)).toBe(true);
  });

  it("another creator sees none of the demo creator's booked days (spec 6)", async () => {
    expect(await other.bookings.dates({ startDate: day(0), endDate: day(30) })).toEqual([]);
  });

  it("cancelling another creator's booking answers 404 and keeps it; its owner can cancel it", async () => {
    const [first] = await demo.bookings.dates({ startDate: day(0), endDate: day(30) });
    const [booking] = await demo.bookings.search({ date: first ?? '' });
    if (!booking) throw new Error('the demo creator has no booking to cancel');
    expect(await refusal(() => other.bookings.delete(booking.id))).toMatchObject({
      status: 404,
      message: 'Error while deleting booking',
    });
    expect((await demo.bookings.search({ date: first ?? '' })).map((b) => b.id)).toContain(booking.id);
    await demo.bookings.delete(booking.id);
    expect((await demo.bookings.search({ date: first ?? '' })).map((b) => b.id)).not.toContain(booking.id);
  });

  it('a startDate that is no calendar day -> 400 startDate: mandatory_field_is_empty_error (spec 5 "Calendar")', async () => {
    const error = await refusal(() =>
      demo.bookings.dates({ startDate: '2030-02-30', endDate: '2030-03-31' }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Error while fetching booking dates' });
    expect(keysUnder(error, 'startDate')).toContain('mandatory_field_is_empty_error');
  });

  it('an endDate before the startDate -> 400 endDate: mandatory_field_is_empty_error', async () => {
    const error = await refusal(() =>
      demo.bookings.dates({ startDate: '2030-03-31', endDate: '2030-03-01' }),
    );
    expect(keysUnder(error, 'endDate')).toContain('mandatory_field_is_empty_error');
  });

  it('a search date that is no calendar day -> 400 date: mandatory_field_is_empty_error', async () => {
    const error = await refusal(() => demo.bookings.search({ date: 'tomorrow' }));
    expect(error).toMatchObject({ status: 400, message: 'Error while searching bookings' });
    expect(keysUnder(error, 'date')).toContain('mandatory_field_is_empty_error');
  });
});
