import { describe, expect, it } from 'vitest';
import { entitySamples } from '../contract/structs.samples';
import { json, thrown } from '../testing/fake-api';
import { createBookingResource } from './bookings';
import { requestOnFakeApi } from './testing/request-on-fake-api';

const never = () => requestOnFakeApi(() => json(500, {}));

describe('calendar and booking guards (spec 5 "Calendar", spec 8) reject before any request', () => {
  const cases: [string, (b: ReturnType<typeof createBookingResource>) => Promise<unknown>, string][] = [
    [
      'connect URL without provider',
      (b) => b.calendarConnectUrl({ provider: '', redirectUri: 'u' }),
      'Provider is required',
    ],
    [
      'connect URL without redirect',
      (b) => b.calendarConnectUrl({ provider: 'google', redirectUri: '' }),
      'Redirect URI is required',
    ],
    [
      'connect without code',
      (b) => b.connectCalendar({ code: '', provider: 'google', redirectUri: 'u' }),
      'Code is required',
    ],
    [
      'connect without provider',
      (b) => b.connectCalendar({ code: 'c', provider: '', redirectUri: 'u' }),
      'Provider is required',
    ],
    ['disconnect without calendar id', (b) => b.disconnectCalendar(''), 'Calendar ID is required'],
    [
      'dates without startDate',
      (b) => b.dates({ startDate: '', endDate: '2030-01-31' }),
      'startDate is required',
    ],
    [
      'dates without endDate',
      (b) => b.dates({ startDate: '2030-01-01', endDate: '' }),
      'endDate is required',
    ],
    ['search without date', (b) => b.search({ date: '' }), 'date is required'],
    ['delete without booking id', (b) => b.delete(''), 'Booking id is required'],
    ['consultation without id', (b) => b.consultations.get(''), 'ID is required'],
  ];
  it.each(cases)('%s', async (_name, call, message) => {
    const api = never();
    await expect(call(createBookingResource(api.request))).rejects.toThrow(message);
    expect(api.calls).toHaveLength(0);
  });
});

describe('booking calls (spec 7)', () => {
  it('syncedProvider() answers the provider with status Synced from data.providers', async () => {
    const providers = [
      { provider: 'outlook', status: 'Unsynced', calendarId: null },
      { provider: 'google', status: 'Synced', calendarId: 'cal1' },
    ];
    const api = requestOnFakeApi(() => json(200, { data: { providers } }));
    const bookings = createBookingResource(api.request);
    expect(await bookings.syncedProvider()).toEqual(providers[1]);
    expect(await bookings.providers()).toEqual(providers);
    expect(api.calls[0]?.url.pathname).toBe('/bookings/calendars/providers');
  });

  it('syncedProvider() is undefined when nothing is synced', async () => {
    const api = requestOnFakeApi(() =>
      json(200, { data: { providers: [{ provider: 'google', status: 'Unsynced' }] } }),
    );
    expect(await createBookingResource(api.request).syncedProvider()).toBeUndefined();
  });

  it('the connect URL is asked with provider and redirect_uri; connecting POSTs code, provider, redirect_uri', async () => {
    const api = requestOnFakeApi((call) =>
      call.method === 'GET'
        ? json(200, { data: { url: 'https://accounts.test/auth' } })
        : json(200, { data: { provider: 'google', status: 'Synced', calendarId: 'cal1' } }),
    );
    const bookings = createBookingResource(api.request);
    const back = 'https://app.test/app/catalog/calendar/oauthcallback';
    expect(await bookings.calendarConnectUrl({ provider: 'google', redirectUri: back })).toBe(
      'https://accounts.test/auth',
    );
    expect(
      await bookings.connectCalendar({ code: 'abc', provider: 'google', redirectUri: back }),
    ).toMatchObject({
      status: 'Synced',
    });
    expect(Object.fromEntries(api.calls[0]?.url.searchParams ?? [])).toEqual({
      provider: 'google',
      redirect_uri: back,
    });
    expect(api.calls[1]?.body).toEqual({ code: 'abc', provider: 'google', redirect_uri: back });
  });

  it('dates() sends startDate and endDate; search() sends date and answers the bookings', async () => {
    const api = requestOnFakeApi((call) =>
      call.url.pathname === '/bookings/dates'
        ? json(200, { data: { dates: ['2030-01-05'] } })
        : json(200, { data: { bookings: [entitySamples.booking] } }),
    );
    const bookings = createBookingResource(api.request);
    expect(await bookings.dates({ startDate: '2030-01-01', endDate: '2030-01-31' })).toEqual(['2030-01-05']);
    expect(await bookings.search({ date: '2030-01-05' })).toEqual([entitySamples.booking]);
    expect(api.calls[0]?.url.search).toBe('?startDate=2030-01-01&endDate=2030-01-31');
    expect(api.calls[1]?.url.search).toBe('?date=2030-01-05');
  });

  it('availability is read with GET and replaced with PUT', async () => {
    const availability = {
      timeZone: 'Europe/Paris',
      slots: [{ weekday: 1, start: '09:00', end: '12:00' }],
      overrides: [{ date: '2030-01-07', ranges: [] }],
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 5,
      minimumNoticeMinutes: 60,
      bookingWindowDays: 30,
    };
    const api = requestOnFakeApi(() => json(200, { data: availability }));
    const bookings = createBookingResource(api.request);
    expect(await bookings.availability.get()).toEqual(availability);
    await bookings.availability.update(availability);
    expect(api.calls.map((call) => call.method)).toEqual(['GET', 'PUT']);
    expect(api.calls[1]?.body).toEqual(availability);
  });

  it('each failure throws its catalogue message with the status', async () => {
    const api = requestOnFakeApi(() => json(404, { error: { code: 'not_found', message: 'x' } }));
    const b = createBookingResource(api.request);
    const messages = [
      (await thrown(() => b.providers())).message,
      (await thrown(() => b.disconnectCalendar('cal1'))).message,
      (await thrown(() => b.delete('b1'))).message,
      (await thrown(() => b.consultations.list())).message,
      (await thrown(() => b.consultations.update('k1', { title: 'x' }))).message,
      (await thrown(() => b.availability.get())).message,
    ];
    expect(messages).toEqual([
      'Error while fetching calendar providers',
      'Error while disconnecting calendar',
      'Error while deleting booking',
      'Error while fetching consultations',
      'Error while updating consultation',
      'Error while fetching availability',
    ]);
  });
});
