import { randomUUID } from 'node:crypto';
import { signInSessionListStruct } from '@mym/sdk/contract/account';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVOKED_SESSIONS_KEPT } from '../db/sign-in-devices';
import { createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** One signed-in device: an access token of its own refresh-token family, sent with its browser's agent. */
async function device(sub: string, family: string, userAgent: string) {
  const token = await ctx.forge.sign({ sub, username: sub, origin_jti: family });
  return { authorization: `Bearer ${token}`, 'user-agent': userAgent };
}

/** Refresh-token families are UUIDs (Cognito's `origin_jti`), as the routes' ids are. */
const FAMILY_NAMES = [
  'family-laptop',
  'family-phone',
  'lin-laptop',
  'lin-phone',
  'grace-laptop',
  'bob-phone',
  'hopper-laptop',
  'ev-old',
  'ev-new',
  'many-laptop',
  'nobody',
  'alert-session',
  'alert-other',
] as const;
const F = Object.fromEntries(FAMILY_NAMES.map((name) => [name, randomUUID()])) as Record<
  (typeof FAMILY_NAMES)[number],
  string
>;

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

describe('devices and sessions (/account/sessions)', () => {
  it('lists each signed-in device with its browser and system in words, this device marked', async () => {
    const laptop = await device('sub-sessions-ada', F['family-laptop'], LAPTOP);
    const phone = await device('sub-sessions-ada', F['family-phone'], PHONE);
    expect((await get('/creators/me', laptop)).statusCode).toBe(200);
    expect((await get('/creators/me', phone)).statusCode).toBe(200);

    const listed = await get('/account/sessions', laptop);
    expect(listed.statusCode).toBe(200);
    const body = listed.json().data;
    expect(is(body, signInSessionListStruct)).toBe(true);
    const byId = Object.fromEntries(body.sessions.map((s: { id: string }) => [s.id, s]));
    expect(byId[F['family-laptop']]).toMatchObject({
      browser: 'Safari',
      browserVersion: '17',
      system: 'macOS',
      deviceType: 'desktop',
      current: true,
    });
    expect(byId[F['family-phone']]).toMatchObject({
      browser: 'Chrome',
      system: 'Android',
      deviceType: 'mobile',
      current: false,
    });
    expect(body.sessions).toHaveLength(2);
  });

  it("signing out one session refuses that session's tokens, old and newly refreshed, and keeps the others", async () => {
    const laptop = await device('sub-sessions-lin', F['lin-laptop'], LAPTOP);
    const phone = await device('sub-sessions-lin', F['lin-phone'], PHONE);
    await get('/creators/me', laptop);
    await get('/creators/me', phone);

    const out = await ctx.app.inject({
      method: 'DELETE',
      url: `/account/sessions/${F['lin-phone']}`,
      headers: laptop,
    });
    expect(out.statusCode).toBe(204);

    const refused = await get('/creators/me', phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('token_revoked');
    // A token its refresh token mints later keeps the family (origin_jti): refused as well.
    const refreshed = await device('sub-sessions-lin', F['lin-phone'], PHONE);
    expect((await get('/creators/me', refreshed)).statusCode).toBe(401);

    expect((await get('/creators/me', laptop)).statusCode).toBe(200);
    const ids = (await get('/account/sessions', laptop))
      .json()
      .data.sessions.map((s: { id: string }) => s.id);
    expect(ids).toEqual([F['lin-laptop']]);
  });

  it("another creator's session or an unknown one answers 404 and changes nothing", async () => {
    const ada = await device('sub-sessions-grace', F['grace-laptop'], LAPTOP);
    const bob = await device('sub-sessions-bob', F['bob-phone'], PHONE);
    await get('/creators/me', ada);
    await get('/creators/me', bob);
    for (const id of [F['bob-phone'], F.nobody, 'not-a-session']) {
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/account/sessions/${id}`,
        headers: ada,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBeDefined();
    }
    expect((await get('/creators/me', bob)).statusCode).toBe(200);
  });

  it("the session of the call itself is not signed out this way (409): that is 'sign out here'", async () => {
    const laptop = await device('sub-sessions-hopper', F['hopper-laptop'], LAPTOP);
    await get('/creators/me', laptop);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/account/sessions/${F['hopper-laptop']}`,
      headers: laptop,
    });
    expect(response.statusCode).toBe(409);
    expect((await get('/creators/me', laptop)).statusCode).toBe(200);
  });

  it('sign out everywhere signs every session out: none is listed afterwards', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 5;
    const sub = 'sub-sessions-everywhere';
    const old = await ctx.forge.sign({ sub, username: sub, origin_jti: F['ev-old'] }, { issuedAt });
    const oldDevice = { authorization: `Bearer ${old}`, 'user-agent': PHONE };
    await get('/creators/me', oldDevice);
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/creators/me/sign-out-everywhere',
      headers: oldDevice,
    });
    expect(signOut.statusCode).toBe(204);
    const fresh = await ctx.forge.sign(
      { sub, username: sub, origin_jti: F['ev-new'] },
      { issuedAt: Math.floor(Date.now() / 1000) + 1 },
    );
    const sessions = await get('/account/sessions', {
      authorization: `Bearer ${fresh}`,
      'user-agent': LAPTOP,
    });
    expect(sessions.json().data.sessions.map((s: { id: string }) => s.id)).toEqual([F['ev-new']]);
  });

  it(`the creator row keeps the last ${REVOKED_SESSIONS_KEPT} sessions signed out one by one`, async () => {
    const sub = 'sub-sessions-many';
    const numbered = (n: number) => `${F['many-laptop'].slice(0, 24)}${String(n).padStart(12, '0')}`;
    const laptop = await device(sub, F['many-laptop'], LAPTOP);
    await get('/creators/me', laptop);
    for (let n = 0; n <= REVOKED_SESSIONS_KEPT; n += 1) {
      await get('/creators/me', await device(sub, numbered(n), PHONE));
      await ctx.app.inject({ method: 'DELETE', url: `/account/sessions/${numbered(n)}`, headers: laptop });
    }
    const row = await ctx.db
      .selectFrom('creators')
      .select('revoked_sessions')
      .where('sub', '=', sub)
      .executeTakeFirstOrThrow();
    expect(row.revoked_sessions).toHaveLength(REVOKED_SESSIONS_KEPT);
    expect(row.revoked_sessions.at(-1)).toBe(numbered(REVOKED_SESSIONS_KEPT));
    expect(row.revoked_sessions[0]).toBe(numbered(1));
  });

  it('a browser and system never seen before is a security alert, even on a session a script opened', async () => {
    const sub = 'sub-sessions-alert';
    const session = await device(sub, F['alert-session'], 'node');
    await get('/creators/me', session);
    await get('/creators/me', { ...session, 'user-agent': PHONE });
    await get('/creators/me', await device(sub, F['alert-other'], PHONE));
    const alerts = await ctx.db
      .selectFrom('notifications')
      .innerJoin('creators', 'creators.id', 'notifications.creator_id')
      .select('notifications.data')
      .where('creators.sub', '=', sub)
      .where('notifications.kind', '=', 'sign_in')
      .execute();
    // The phone once (its second session is a known device); the script, the first device, alerts nobody.
    expect(alerts.map((alert) => alert.data)).toEqual([{ device: 'Chrome · Android' }]);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/account/sessions' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/account/sessions/x' })).statusCode).toBe(401);
  });
});
