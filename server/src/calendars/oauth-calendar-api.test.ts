import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readBusyTimes, removeEvent, writeEvent } from './oauth-calendar-api';
import { CalendarTokenExpiredError, CalendarUnreachableError } from './oauth-connection';
import { type OAuthProviderConfig, readOAuthProviders } from './oauth-providers';

interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: unknown;
}
type Answer = { status: number; body?: unknown };

/** Plays Google Calendar and Microsoft Graph: records each request and answers the next queued answer. */
let requests: RecordedRequest[] = [];
let answers: Answer[] = [];
let server: Server;
let base: string;
let google: OAuthProviderConfig;
let outlook: OAuthProviderConfig;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    requests.push({
      method: req.method!,
      url: new URL(req.url!, base),
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    const answer = answers.shift() ?? { status: 500, body: { error: 'no answer queued' } };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [google, outlook] = readOAuthProviders({
    GOOGLE_CALENDAR_CLIENT_ID: 'g',
    GOOGLE_CALENDAR_CLIENT_SECRET: 'g',
    GOOGLE_CALENDAR_API_URL: `${base}/calendar/v3`,
    MICROSOFT_CALENDAR_CLIENT_ID: 'm',
    MICROSOFT_CALENDAR_CLIENT_SECRET: 'm',
    MICROSOFT_CALENDAR_API_URL: `${base}/v1.0/`,
  }) as [OAuthProviderConfig, OAuthProviderConfig];
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  requests = [];
  answers = [];
});

const range = { from: '2025-03-10T00:00:00Z', to: '2025-03-11T00:00:00Z' };
const booking = {
  uid: 'booking-42@creators.mym',
  summary: 'Consultation with Ana',
  description: 'Booked on the catalog',
  start: '2025-07-01T09:00:00.000Z',
  end: '2025-07-01T09:30:00.000Z',
  timeZone: 'Europe/Paris',
};

describe('Google Calendar', () => {
  it('reads the busy times of the primary calendar from freeBusy', async () => {
    answers.push({
      status: 200,
      body: {
        kind: 'calendar#freeBusy',
        calendars: {
          primary: {
            busy: [
              { start: '2025-03-10T14:00:00Z', end: '2025-03-10T15:00:00Z' },
              { start: '2025-03-10T09:00:00+01:00', end: '2025-03-10T09:45:00+01:00' },
            ],
          },
        },
      },
    });
    expect(await readBusyTimes(google, 'google-token', range)).toEqual([
      { start: '2025-03-10T08:00:00.000Z', end: '2025-03-10T08:45:00.000Z' },
      { start: '2025-03-10T14:00:00.000Z', end: '2025-03-10T15:00:00.000Z' },
    ]);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/calendar/v3/freeBusy');
    expect(request!.headers.authorization).toBe('Bearer google-token');
    expect(request!.body).toEqual({
      timeMin: '2025-03-10T00:00:00.000Z',
      timeMax: '2025-03-11T00:00:00.000Z',
      items: [{ id: 'primary' }],
    });

    // A calendar Google could not read comes back inside a 200: not "free", unreachable.
    answers.push({ status: 200, body: { calendars: { primary: { errors: [{ reason: 'backendError' }] } } } });
    await expect(readBusyTimes(google, 'google-token', range)).rejects.toBeInstanceOf(
      CalendarUnreachableError,
    );
  });

  it('writes an event under an id of its UID, replaces it when written again, and removes it', async () => {
    answers.push({ status: 200, body: { id: 'ignored', status: 'confirmed' } });
    const { eventId } = await writeEvent(google, 'google-token', booking);
    expect(eventId).toMatch(/^[0-9a-f]{64}$/);
    expect(requests[0]).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer google-token' } });
    expect(requests[0]!.url.pathname).toBe('/calendar/v3/calendars/primary/events');
    expect(requests[0]!.body).toEqual({
      id: eventId,
      summary: 'Consultation with Ana',
      description: 'Booked on the catalog',
      start: { dateTime: '2025-07-01T09:00:00.000Z', timeZone: 'Europe/Paris' },
      end: { dateTime: '2025-07-01T09:30:00.000Z', timeZone: 'Europe/Paris' },
      status: 'confirmed',
    });

    // The same booking again: Google says the id exists (409), so the event is replaced in place.
    answers.push({
      status: 409,
      body: { error: { code: 409, message: 'The requested identifier already exists.' } },
    });
    answers.push({ status: 200, body: { id: eventId } });
    expect(await writeEvent(google, 'google-token', { ...booking, summary: 'Moved' })).toEqual({ eventId });
    expect(requests[2]!.method).toBe('PUT');
    expect(requests[2]!.url.pathname).toBe(`/calendar/v3/calendars/primary/events/${eventId}`);
    expect(requests[2]!.body).toMatchObject({ id: eventId, summary: 'Moved' });

    answers.push(
      { status: 204 },
      { status: 410, body: { error: { code: 410, message: 'Resource has been deleted' } } },
    );
    await removeEvent(google, 'google-token', eventId);
    await removeEvent(google, 'google-token', eventId);
    expect(requests.slice(3).map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `DELETE /calendar/v3/calendars/primary/events/${eventId}`,
      `DELETE /calendar/v3/calendars/primary/events/${eventId}`,
    ]);
  });
});

describe('Microsoft Graph', () => {
  it('reads the busy times from calendarView, page after page, skipping free and cancelled events', async () => {
    const at = (dateTime: string) => ({ dateTime, timeZone: 'UTC' });
    answers.push(
      {
        status: 200,
        body: {
          value: [
            {
              showAs: 'busy',
              start: at('2025-03-10T15:00:00.0000000'),
              end: at('2025-03-10T16:00:00.0000000'),
            },
            {
              showAs: 'free',
              start: at('2025-03-10T10:00:00.0000000'),
              end: at('2025-03-10T11:00:00.0000000'),
            },
          ],
          '@odata.nextLink': `${base}/v1.0/me/calendarView?$skiptoken=page-2`,
        },
      },
      {
        status: 200,
        body: {
          value: [
            {
              showAs: 'tentative',
              start: at('2025-03-10T08:30:00.0000000'),
              end: at('2025-03-10T09:00:00.0000000'),
            },
            {
              showAs: 'busy',
              isCancelled: true,
              start: at('2025-03-10T12:00:00.0000000'),
              end: at('2025-03-10T13:00:00.0000000'),
            },
          ],
        },
      },
    );
    expect(await readBusyTimes(outlook, 'graph-token', range)).toEqual([
      { start: '2025-03-10T08:30:00.000Z', end: '2025-03-10T09:00:00.000Z' },
      { start: '2025-03-10T15:00:00.000Z', end: '2025-03-10T16:00:00.000Z' },
    ]);
    const [first, second] = requests;
    expect(first!.method).toBe('GET');
    expect(first!.url.pathname).toBe('/v1.0/me/calendarView');
    expect(first!.url.searchParams.get('startDateTime')).toBe('2025-03-10T00:00:00.000Z');
    expect(first!.url.searchParams.get('endDateTime')).toBe('2025-03-11T00:00:00.000Z');
    expect(second!.url.searchParams.get('$skiptoken')).toBe('page-2');
    for (const request of [first!, second!]) {
      expect(request.headers.authorization).toBe('Bearer graph-token');
      expect(request.headers.prefer).toBe('outlook.timezone="UTC"');
    }
  });

  it('writes an event at the wall-clock time of its zone, and removes it', async () => {
    answers.push({ status: 201, body: { id: 'AAMkAGI2TG93AAA=' } });
    expect(await writeEvent(outlook, 'graph-token', booking)).toEqual({ eventId: 'AAMkAGI2TG93AAA=' });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url.pathname).toBe('/v1.0/me/events');
    expect(requests[0]!.headers.authorization).toBe('Bearer graph-token');
    expect(requests[0]!.body).toEqual({
      subject: 'Consultation with Ana',
      body: { contentType: 'text', content: 'Booked on the catalog' },
      // 09:00Z is 11:00 in Paris in July (summer time).
      start: { dateTime: '2025-07-01T11:00:00', timeZone: 'Europe/Paris' },
      end: { dateTime: '2025-07-01T11:30:00', timeZone: 'Europe/Paris' },
      showAs: 'busy',
    });

    answers.push({ status: 204 }, { status: 404, body: { error: { code: 'ErrorItemNotFound' } } });
    await removeEvent(outlook, 'graph-token', 'AAMkAGI2TG93AAA=');
    await removeEvent(outlook, 'graph-token', 'AAMkAGI2TG93AAA=');
    expect(requests[1]!.method).toBe('DELETE');
    expect(requests[1]!.url.pathname).toBe('/v1.0/me/events/AAMkAGI2TG93AAA%3D');
  });
});

describe('failures', () => {
  it('a refused token asks for a refresh; a failing or absent provider is unreachable', async () => {
    answers.push({ status: 401, body: { error: { code: 'InvalidAuthenticationToken' } } });
    await expect(readBusyTimes(outlook, 'stale', range)).rejects.toBeInstanceOf(CalendarTokenExpiredError);

    answers.push({ status: 503, body: { error: { code: 503, message: 'Backend Error' } } });
    await expect(writeEvent(google, 'token', booking)).rejects.toBeInstanceOf(CalendarUnreachableError);

    answers.push({ status: 429, body: { error: { code: 'TooManyRequests' } } });
    await expect(removeEvent(outlook, 'token', 'id')).rejects.toBeInstanceOf(CalendarUnreachableError);

    const nowhere = { ...google, apiUrl: 'http://127.0.0.1:1/calendar/v3' };
    await expect(readBusyTimes(nowhere, 'token', range)).rejects.toBeInstanceOf(CalendarUnreachableError);

    // Anything else is a mistake on our side, not the provider's mood: neither retried nor a reconnection.
    answers.push({ status: 400, body: { error: { code: 400, message: 'Invalid time zone' } } });
    const error = await writeEvent(google, 'token', booking).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(CalendarUnreachableError);
    expect(error).not.toBeInstanceOf(CalendarTokenExpiredError);
    expect(String(error)).toContain('Invalid time zone');
  });
});
