import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let grace: string;
const redirectUri = 'http://localhost:4321/app/catalog/calendar/oauthcallback';

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

/** The whole browser side of the round trip: ask for the URL, follow it, read the code off the redirect. */
async function authorize(authorization: string, provider = 'google') {
  const query = new URLSearchParams({ provider, redirect_uri: redirectUri });
  const { url } = (await call(ctx.app, 'GET', `/bookings/calendars/connect?${query}`, authorization)).json()
    .data;
  const authorizeUrl = new URL(url);
  expect(authorizeUrl.origin).toBe('http://api.test');
  const consent = await ctx.app.inject({ method: 'GET', url: authorizeUrl.pathname + authorizeUrl.search });
  expect(consent.statusCode).toBe(302);
  const back = new URL(consent.headers.location as string);
  expect(back.origin + back.pathname).toBe(redirectUri);
  expect(back.searchParams.get('state')).toBe(authorizeUrl.searchParams.get('state'));
  return back.searchParams.get('code') as string;
}

const providers = async (authorization: string) =>
  (await call(ctx.app, 'GET', '/bookings/calendars/providers', authorization)).json().data.providers;

describe('calendar sync (spec 3 "Calendar provider", 4, 7)', () => {
  it('every provider is Unsynced at first', async () => {
    expect(await providers(ada)).toEqual([
      { provider: 'google', status: 'Unsynced', calendarId: null },
      { provider: 'outlook', status: 'Unsynced', calendarId: null },
    ]);
  });

  it('a code from the local provider makes the provider Synced, once; DELETE makes it Unsynced', async () => {
    const code = await authorize(ada);
    const connect = { code, provider: 'google', redirect_uri: redirectUri };
    const connected = await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, connect);
    expect(connected.statusCode).toBe(200);
    const { calendarId } = connected.json().data;
    expect(connected.json().data).toMatchObject({ provider: 'google', status: 'Synced' });
    expect((await providers(ada))[0]).toEqual({ provider: 'google', status: 'Synced', calendarId });
    const replay = await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, connect);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('invalid_grant');
    expect((await call(ctx.app, 'DELETE', `/bookings/calendars/${calendarId}`, grace)).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/bookings/calendars/${calendarId}`, ada)).statusCode).toBe(204);
    expect((await providers(ada))[0].status).toBe('Unsynced');
  });

  it("refuses another creator's code, a code for another provider or redirect, and an expired code", async () => {
    const code = await authorize(ada, 'outlook');
    const stolen = await call(ctx.app, 'POST', '/bookings/calendars/connect', grace, {
      code,
      provider: 'outlook',
      redirect_uri: redirectUri,
    });
    expect(stolen.json().error.code).toBe('invalid_grant');
    const wrongProvider = { code, provider: 'google', redirect_uri: redirectUri };
    expect((await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, wrongProvider)).statusCode).toBe(
      400,
    );
    const wrongRedirect = { code, provider: 'outlook', redirect_uri: 'http://evil.test/cb' };
    expect((await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, wrongRedirect)).statusCode).toBe(
      400,
    );
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 11 * 60 * 1000));
    const late = { code, provider: 'outlook', redirect_uri: redirectUri };
    expect((await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, late)).statusCode).toBe(400);
    expect((await providers(ada))[1].status).toBe('Unsynced');
  });

  it('the authorize endpoint never redirects for an unknown state, nor twice for one state', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'creators',
      provider: 'google',
      state: 'forged',
      redirect_uri: 'http://evil.test/cb',
    });
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/bookings/calendars/local-provider/authorize?${query}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers.location).toBeUndefined();
    const asked = new URLSearchParams({ provider: 'google', redirect_uri: redirectUri });
    const { url } = (await call(ctx.app, 'GET', `/bookings/calendars/connect?${asked}`, ada)).json().data;
    const path = new URL(url).pathname + new URL(url).search;
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(302);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(400);
  });

  it('missing provider and redirect_uri, or an unknown provider -> 400 with fields (spec 5 Calls)', async () => {
    const missing = await call(ctx.app, 'GET', '/bookings/calendars/connect', ada);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      provider: ['mandatory_field_is_empty_error'],
      redirect_uri: ['mandatory_field_is_empty_error'],
    });
    const query = new URLSearchParams({ provider: 'myspace', redirect_uri: redirectUri });
    const unknown = await call(ctx.app, 'GET', `/bookings/calendars/connect?${query}`, ada);
    expect(unknown.json().error.fields).toEqual({ provider: ['mandatory_field_is_empty_error'] });
    const noCode = await call(ctx.app, 'POST', '/bookings/calendars/connect', ada, {
      provider: 'google',
      redirect_uri: redirectUri,
    });
    expect(noCode.json().error.fields).toEqual({ code: ['mandatory_field_is_empty_error'] });
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await call(ctx.app, 'GET', '/bookings/calendars/providers')).statusCode).toBe(401);
    const forged = `Bearer ${await ctx.forge.sign({ sub: 'sub-ada' }, { key: 'stranger' })}`;
    expect((await call(ctx.app, 'GET', '/bookings/calendars/providers', forged)).statusCode).toBe(401);
  });
});
