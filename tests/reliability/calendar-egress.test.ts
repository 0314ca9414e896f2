import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../server/src/testing/fixtures';
import { bearerFor, createTestApp } from '../../server/src/testing/test-app';
import { databaseFingerprint, type ReliabilityApp } from './support/app';

/**
 * A server on loopback that counts every TCP connection it accepts: the port a creator must not make the API
 * reach. `redirectTo` makes it answer every request with a redirect there.
 */
async function recordingListener(redirectTo?: () => string) {
  let connections = 0;
  const server: Server = createServer((_request, response) => {
    if (redirectTo) {
      response.writeHead(301, { location: redirectTo() }).end();
      return;
    }
    response.writeHead(401, { 'www-authenticate': 'Basic realm="x"' }).end();
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Listener = Awaited<ReturnType<typeof recordingListener>>;

const account = (serverUrl: string) => ({ serverUrl, username: 'ada', password: 'a password' });

describe('no request forgery through calendars: internal addresses are refused before connecting (issue "second review")', () => {
  let ctx: ReliabilityApp;
  let ada: string;
  let target: Listener;
  let allowed: Listener;
  beforeAll(async () => {
    target = await recordingListener();
    // The operator allows this one by name; it redirects to the target, which is not allowed.
    allowed = await recordingListener(() => `http://127.0.0.1:${target.port}/dav/`);
    ctx = await createTestApp({
      calendarEnv: { CALENDAR_ALLOWED_HOSTS: `127.0.0.1:${allowed.port}` },
    });
    ada = await bearerFor(ctx.forge, 'sub-egress-ada');
  });
  afterEach(() => {
    expect(target.connections(), 'connections the API opened to the internal port').toBe(0);
  });
  afterAll(async () => {
    await ctx?.app.close();
    await ctx?.db.destroy();
    await target?.close();
    await allowed?.close();
  });

  it('a loopback CalDAV URL: no connection at all, answered like refused credentials, nothing stored', async () => {
    const before = await databaseFingerprint(ctx);
    const answer = await call(
      ctx.app,
      'POST',
      '/bookings/calendars/caldav',
      ada,
      account(`http://127.0.0.1:${target.port}/`),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('calendar_credentials_refused');
    // Creating the creator on first call is the only change.
    const after = await databaseFingerprint(ctx);
    expect(after.calendar_connections).toBe(before.calendar_connections);
  });

  it('a host name that resolves to loopback (localhost) is refused the same way', async () => {
    const answer = await call(
      ctx.app,
      'POST',
      '/bookings/calendars/caldav',
      ada,
      account(`http://localhost:${target.port}/`),
    );
    expect(answer.json().error.code).toBe('calendar_credentials_refused');
  });

  it('IPv6 loopback, IPv4-mapped IPv6 and the cloud metadata address are refused', async () => {
    for (const serverUrl of [
      `http://[::1]:${target.port}/`,
      `http://[::ffff:127.0.0.1]:${target.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      `http://0.0.0.0:${target.port}/`,
    ]) {
      const answer = await call(ctx.app, 'POST', '/bookings/calendars/caldav', ada, account(serverUrl));
      expect(answer.json().error.code, serverUrl).toBe('calendar_credentials_refused');
    }
  });

  it('a closed port answers exactly like an open one: the refusal says nothing of the network', async () => {
    const closed = await recordingListener();
    await closed.close();
    const answers = await Promise.all(
      [closed.port, target.port].map(
        async (port) =>
          (
            await call(
              ctx.app,
              'POST',
              '/bookings/calendars/caldav',
              ada,
              account(`http://127.0.0.1:${port}/`),
            )
          ).json().error,
      ),
    );
    expect(answers[0]).toEqual(answers[1]);
  });

  it('an allowed server redirecting to an internal address: the redirect is not followed there', async () => {
    const before = allowed.connections();
    const answer = await call(
      ctx.app,
      'POST',
      '/bookings/calendars/caldav',
      ada,
      account(`http://127.0.0.1:${allowed.port}/dav/`),
    );
    expect(allowed.connections()).toBeGreaterThan(before);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('calendar_credentials_refused');
  });
});
