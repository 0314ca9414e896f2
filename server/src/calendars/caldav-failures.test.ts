import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  CalendarAuthError,
  CalendarUnreachableError,
  openCalDavCalendar,
  writeEvent,
} from './caldav-calendar.ts';
import { calendarEgress } from './calendar-egress.ts';

/** These tests talk to servers on loopback, which the operator allows here by name (as bin/dev allows radicale). */
const egress = calendarEgress({ allowedHosts: ['127.0.0.1'], httpsOnly: false });

/** A local HTTP server answering every request with `handler`; closed after the test. */
async function withServer(
  handler: Parameters<typeof createServer>[1],
  test: (url: string) => Promise<void>,
  onConnection?: () => void,
) {
  const server: Server = createServer(handler);
  if (onConnection) server.on('connection', onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await test(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('CalDAV calendar, failures', () => {
  const account = (serverUrl: string) => ({ serverUrl, username: 'someone', password: 'secret' });

  it('an unreachable server throws CalendarUnreachableError quickly', async () => {
    // A port that was free a moment ago: the connection is refused.
    let closedUrl = '';
    await withServer(
      (_request, response) => response.end(),
      async (url) => {
        closedUrl = url;
      },
    );
    const started = Date.now();
    await expect(openCalDavCalendar(account(closedUrl), egress)).rejects.toBeInstanceOf(
      CalendarUnreachableError,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a server error (5xx) throws CalendarUnreachableError', async () => {
    await withServer(
      (_request, response) => response.writeHead(503).end(),
      async (url) => {
        await expect(openCalDavCalendar(account(url), egress)).rejects.toBeInstanceOf(
          CalendarUnreachableError,
        );
        const calendar = { ...account(url), calendarUrl: `${url}someone/consultations/` };
        await expect(
          writeEvent(calendar, { uid: 'x', ics: 'BEGIN:VCALENDAR' }, egress),
        ).rejects.toBeInstanceOf(CalendarUnreachableError);
      },
    );
  });

  it('a rate-limiting 403 (429 at Google, as a 403 with its reason) is a hiccup, not refused credentials', async () => {
    const rateLimited = JSON.stringify({ error: { code: 403, errors: [{ reason: 'rateLimitExceeded' }] } });
    await withServer(
      (_request, response) =>
        response.writeHead(403, { 'content-type': 'application/json' }).end(rateLimited),
      async (url) => {
        await expect(openCalDavCalendar(account(url), egress)).rejects.toBeInstanceOf(
          CalendarUnreachableError,
        );
      },
    );
    await withServer(
      (_request, response) => response.writeHead(429, { 'retry-after': '1' }).end(),
      async (url) => {
        await expect(openCalDavCalendar(account(url), egress)).rejects.toBeInstanceOf(
          CalendarUnreachableError,
        );
      },
    );
    // A 403 that says nothing of a rate is a refusal: the creator has to act.
    await withServer(
      (_request, response) => response.writeHead(403).end('Forbidden'),
      async (url) => {
        await expect(openCalDavCalendar(account(url), egress)).rejects.toBeInstanceOf(CalendarAuthError);
      },
    );
  });

  it('a host not allowed by name on loopback is refused like bad credentials, before any connection', async () => {
    let connections = 0;
    await withServer(
      (_request, response) => response.writeHead(401).end(),
      async (url) => {
        const strict = calendarEgress({ allowedHosts: [], httpsOnly: false });
        await expect(openCalDavCalendar(account(url), strict)).rejects.toBeInstanceOf(CalendarAuthError);
        // Production refuses plain http even to an allowed host.
        const httpsOnly = calendarEgress({ allowedHosts: ['127.0.0.1'], httpsOnly: true });
        await expect(openCalDavCalendar(account(url), httpsOnly)).rejects.toBeInstanceOf(CalendarAuthError);
      },
      () => {
        connections += 1;
      },
    );
    expect(connections).toBe(0);
  });

  it('a server that never answers throws CalendarUnreachableError after 10 s', async () => {
    await withServer(
      () => {}, // accepts the connection, never responds
      async (url) => {
        const started = Date.now();
        await expect(openCalDavCalendar(account(url), egress)).rejects.toBeInstanceOf(
          CalendarUnreachableError,
        );
        expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
        expect(Date.now() - started).toBeLessThan(12_000);
      },
    );
  }, 20_000);
});
