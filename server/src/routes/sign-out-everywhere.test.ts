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

describe('POST /creators/me/sign-out-everywhere (DESIGN identity: sign-out everywhere)', () => {
  it('refuses, afterwards, every token issued before it, including the one that asked', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 5;
    const token = await ctx.forge.sign({ sub: 'sub-grace', username: 'sub-grace' }, { issuedAt });
    const auth = { authorization: `Bearer ${token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/creators/me', headers: auth })).statusCode).toBe(
      200,
    );

    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/creators/me/sign-out-everywhere',
      headers: auth,
    });
    expect(signOut.statusCode).toBe(204);

    const after = await ctx.app.inject({ method: 'GET', url: '/creators/me', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('token_revoked');
  });

  it('keeps accepting tokens issued after it (a new sign-in works)', async () => {
    const fresh = await ctx.forge.sign(
      { sub: 'sub-grace', username: 'sub-grace' },
      { issuedAt: Math.floor(Date.now() / 1000) + 1 },
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/creators/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/creators/me/sign-out-everywhere' });
    expect(response.statusCode).toBe(401);
  });

  it("revokes the refresh tokens at the identity with the caller's access token", async () => {
    const token = await ctx.forge.sign({ sub: 'sub-hopper' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/creators/me/sign-out-everywhere',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(204);
    expect(ctx.revokedAccessTokens).toContain(token);
  });

  it('answers 503 and refuses nothing when the identity cannot revoke, so the SDK retries', async () => {
    const token = await ctx.forge.sign({ sub: 'sub-lovelace' });
    const auth = { authorization: `Bearer ${token}` };
    ctx.identityDown.value = true;
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/creators/me/sign-out-everywhere',
        headers: auth,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('identity_unavailable');
    } finally {
      ctx.identityDown.value = false;
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/creators/me', headers: auth })).statusCode).toBe(
      200,
    );
  });
});
