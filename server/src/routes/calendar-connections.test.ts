import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/fixtures';
import { bearerFor, createTestApp, TEST_SITE_ORIGIN } from '../testing/test-app';

const redirectUri = `${TEST_SITE_ORIGIN}/app/catalog/calendar/oauthcallback`;
const OAUTH_PORT = 39300 + Number(process.env.VITEST_POOL_ID ?? 0);
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const providers = async (ctx: TestApp, authorization: string) =>
  (await call(ctx.app, 'GET', '/bookings/calendars/providers', authorization)).json().data.providers;
const connectUrl = async (ctx: TestApp, authorization: string, provider: string, redirect = redirectUri) =>
  call(
    ctx.app,
    'GET',
    `/bookings/calendars/connect?${new URLSearchParams({ provider, redirect_uri: redirect })}`,
    authorization,
  );

describe('calendar sync by default: CalDAV only, no stand-in', () => {
  let ctx: TestApp;
  let ada: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ada = await bearerFor(ctx.forge, 'sub-ada');
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.db.destroy();
  });

  it('lists CalDAV alone, Unsynced, when no OAuth provider is configured', async () => {
    expect(await providers(ctx, ada)).toEqual([
      { provider: 'caldav', status: 'Unsynced', calendarId: null, failure: null, connection: 'caldav' },
    ]);
  });

  it('the instant-consent stand-in does not exist: its authorize path is 404 and its name is refused', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'c',
      provider: 'local',
      state: 's',
      redirect_uri: redirectUri,
    });
    const stand = await ctx.app.inject({
      method: 'GET',
      url: `/bookings/calendars/local-provider/authorize?${query}`,
    });
    expect(stand.statusCode).toBe(404);
    const asked = await connectUrl(ctx, ada, 'local');
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.fields).toEqual({ provider: ['mandatory_field_is_empty_error'] });
    expect((await connectUrl(ctx, ada, 'google')).statusCode).toBe(400);
  });

  it('a CalDAV server on an address not allowed is refused in words, and nothing is stored', async () => {
    const answer = await call(ctx.app, 'POST', '/bookings/calendars/caldav', ada, {
      serverUrl: 'http://127.0.0.1:9/dav/',
      username: 'ada',
      password: 'secret',
    });
    expect(answer.statusCode).toBe(400);
    // Like refused credentials: the answer tells nothing of what listens on the API's network.
    expect(answer.json().error.code).toBe('calendar_credentials_refused');
    expect((await providers(ctx, ada))[0].status).toBe('Unsynced');
  });

  it('missing provider and redirect_uri -> 400 with fields (spec 5 Calls); no token -> 401', async () => {
    const missing = await call(ctx.app, 'GET', '/bookings/calendars/connect', ada);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      provider: ['mandatory_field_is_empty_error'],
      redirect_uri: ['mandatory_field_is_empty_error'],
    });
    expect((await call(ctx.app, 'GET', '/bookings/calendars/providers')).statusCode).toBe(401);
    const forged = `Bearer ${await ctx.forge.sign({ sub: 'sub-ada' }, { key: 'stranger' })}`;
    expect((await call(ctx.app, 'GET', '/bookings/calendars/providers', forged)).statusCode).toBe(401);
  });
});

describe('the development stand-in, only with CALENDAR_DEV_PROVIDER=1', () => {
  let ctx: TestApp;
  let ada: string;
  let grace: string;
  beforeAll(async () => {
    ctx = await createTestApp({ calendarEnv: { CALENDAR_DEV_PROVIDER: '1' } });
    ada = await bearerFor(ctx.forge, 'sub-ada');
    grace = await bearerFor(ctx.forge, 'sub-grace');
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.db.destroy();
  });

  /** The whole browser side of the round trip: ask for the URL, follow it, read the code off the redirect. */
  async function authorize(authorization: string) {
    const { url } = (await connectUrl(ctx, authorization, 'local')).json().data;
    const consent = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(consent.statusCode).toBe(302);
    return new URL(consent.headers.location as string).searchParams.get('code') as string;
  }

  it('a code makes the provider Synced once; another creator cannot use it; DELETE makes it Unsynced', async () => {
    const code = await authorize(ada);
    const connect = { code, provider: 'local', redirect_uri: redirectUri };
    expect(
      (await call(ctx.app, 'POST', '/bookings/calendars/connect', grace, connect)).json().error.code,
    ).toBe('invalid_grant');
    const connected = await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, connect);
    expect(connected.json().data).toMatchObject({ provider: 'local', status: 'Synced' });
    const replay = await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, connect);
    expect(replay.json().error.code).toBe('invalid_grant');
    const { calendarId } = connected.json().data;
    expect((await call(ctx.app, 'DELETE', `/bookings/calendars/${calendarId}`, grace)).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/bookings/calendars/${calendarId}`, ada)).statusCode).toBe(204);
    expect((await providers(ctx, ada)).map((p: { status: string }) => p.status)).toEqual([
      'Unsynced',
      'Unsynced',
    ]);
  });

  it('a redirect_uri outside the site is refused (400) before any state is made', async () => {
    const evil = await connectUrl(ctx, ada, 'local', 'http://evil.test/cb');
    expect(evil.statusCode).toBe(400);
    expect(evil.json().error.fields).toEqual({ redirect_uri: ['mandatory_field_is_empty_error'] });
  });

  it('states expire: the authorize endpoint refuses a state older than 10 minutes and never redirects', async () => {
    const { url } = (await connectUrl(ctx, ada, 'local')).json().data;
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 11 * 60 * 1000));
    const late = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(late.statusCode).toBe(400);
    expect(late.headers.location).toBeUndefined();
  });
});

describe('Google through OAuth 2.0 + PKCE, against a local OAuth server', () => {
  const identity = new OAuth2Server();
  let ctx: TestApp;
  let ada: string;
  beforeAll(async () => {
    await identity.issuer.keys.generate('RS256');
    await identity.start(OAUTH_PORT, '127.0.0.1');
    ctx = await createTestApp({
      now: new Date(),
      calendarEnv: {
        GOOGLE_CALENDAR_CLIENT_ID: 'google-client',
        GOOGLE_CALENDAR_CLIENT_SECRET: 'google-secret',
        GOOGLE_CALENDAR_AUTHORIZE_URL: `${identity.issuer.url}/authorize`,
        GOOGLE_CALENDAR_TOKEN_URL: `${identity.issuer.url}/token`,
      },
    });
    ada = await bearerFor(ctx.forge, 'sub-ada');
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.db.destroy();
    await identity.stop();
  });

  async function consent(): Promise<URL> {
    const { url } = (await connectUrl(ctx, ada, 'google')).json().data;
    const authorize = new URL(url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(redirectUri);
    const response = await fetch(authorize, { redirect: 'manual' });
    return new URL(response.headers.get('location') as string);
  }

  it('is listed once configured; the code is exchanged with the verifier kept by the API; once only', async () => {
    expect((await providers(ctx, ada)).map((p: { provider: string }) => p.provider)).toEqual([
      'caldav',
      'google',
    ]);
    const back = await consent();
    const connect = {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      provider: 'google',
      redirect_uri: redirectUri,
    };
    const connected = await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, connect);
    expect(connected.statusCode).toBe(200);
    expect(connected.json().data).toMatchObject({ provider: 'google', status: 'Synced' });
    expect((await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, connect)).json().error.code).toBe(
      'invalid_grant',
    );
    const stored = await ctx.db
      .selectFrom('calendar_connections')
      .select('credentials')
      .executeTakeFirstOrThrow();
    expect(stored.credentials).toMatch(/^v2\./); // sealed under the credentials key, no token in clear
  });

  it('a code without a pending authorization of this creator is refused', async () => {
    const forged = { code: 'made-up', provider: 'google', redirect_uri: redirectUri };
    expect((await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, forged)).json().error.code).toBe(
      'invalid_grant',
    );
  });
});
