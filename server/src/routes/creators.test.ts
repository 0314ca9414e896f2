import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const getMe = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/creators/me', headers: authorization ? { authorization } : {} });

const countCreators = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('creators')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /creators/me (spec 7)', () => {
  it('provisions the creator row from the verified token on the first call, once', async () => {
    const token = await ctx.forge.sign({ sub: 'sub-ada', username: 'sub-ada' });
    const first = await getMe(`Bearer ${token}`);
    expect(first.statusCode).toBe(200);
    const creator = first.json().data;
    expect(creator).toMatchObject({
      email: 'ada@example.com',
      displayName: 'Ada',
      privacyPolicyAccepted: false,
      termsOfServiceAccepted: false,
      termsOfUseAccepted: false,
    });
    const second = await getMe(`Bearer ${token}`);
    expect(second.json().data.id).toBe(creator.id);
    expect(await countCreators()).toBe(1);
  });

  it('answers 401 token_missing without a bearer token (spec 6)', async () => {
    const response = await getMe();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'token_missing', message: expect.any(String) } });
  });

  it('answers 401 token_malformed for a token that is not a JWT', async () => {
    const response = await getMe('Bearer not-a-jwt');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_malformed');
  });

  it('refuses a forged token signed by another key with the pool key id', async () => {
    const before = await countCreators();
    const forged = await ctx.forge.sign({ sub: 'sub-mallory', username: 'sub-mallory' }, { key: 'stranger' });
    const response = await getMe(`Bearer ${forged}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_invalid');
    expect(await countCreators()).toBe(before);
  });

  it('refuses an expired token with token_expired', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await ctx.forge.sign({ sub: 'sub-ada' }, { issuedAt: past, expiresIn: past + 60 });
    const response = await getMe(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_expired');
  });

  it('refuses a token from another issuer', async () => {
    const token = await ctx.forge.sign({ sub: 'sub-ada' }, { issuer: 'http://127.0.0.1:9229/local_other' });
    expect((await getMe(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses an id token where an access token is required', async () => {
    const idToken = await ctx.forge.sign({ sub: 'sub-ada', token_use: 'id' });
    expect((await getMe(`Bearer ${idToken}`)).json().error.code).toBe('token_invalid');
  });

  it.each([
    ['another app client of the pool', { sub: 'sub-machine-1', client_id: 'some-other-client' }],
    ['a client-credentials token (no username)', { sub: 'sub-machine-2', username: undefined }],
    ['a token without client id', { sub: 'sub-machine-3', client_id: undefined }],
  ])('refuses %s as a creator, and creates no creator row', async (_what, claims) => {
    const before = await countCreators();
    const token = await ctx.forge.sign(claims);
    const response = await getMe(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_invalid');
    expect(await countCreators()).toBe(before);
  });

  it('answers with nosniff and a CSP that allows nothing', async () => {
    const response = await getMe();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('refuses tokens issued before the creator signed out everywhere', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 60;
    const token = await ctx.forge.sign({ sub: 'sub-ada' }, { issuedAt });
    await ctx.db
      .updateTable('creators')
      .set({ signed_out_at: new Date() })
      .where('sub', '=', 'sub-ada')
      .execute();
    const response = await getMe(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_revoked');
  });

  it('answers unknown paths with 404 in the error envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
