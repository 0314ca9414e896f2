import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createTokenForge, TEST_CLIENT_ID, TEST_ISSUER } from '../testing/token-forge';
import { createAccessTokenVerifier, IdentityUnavailableError, TokenRejectedError } from './verify-token';

describe('token verification when the identity keys cannot be read', () => {
  it('an unreachable JWKS is an outage (IdentityUnavailableError -> 503), not a refused token', async () => {
    const forge = await createTokenForge();
    const token = await forge.sign({ sub: 'sub-ada' });
    // A port nothing listens on: the key set fetch fails.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const verify = createAccessTokenVerifier({
      issuer: TEST_ISSUER,
      clientIds: [TEST_CLIENT_ID],
      jwksUrl: `http://127.0.0.1:${port}/jwks.json`,
    });
    await expect(verify(token)).rejects.toBeInstanceOf(IdentityUnavailableError);
  });

  it('a forged token is still a refusal when the keys are readable', async () => {
    const forge = await createTokenForge();
    const verify = createAccessTokenVerifier({
      issuer: TEST_ISSUER,
      clientIds: [TEST_CLIENT_ID],
      keys: forge.keys,
    });
    const forged = await forge.sign({ sub: 'sub-ada' }, { key: 'stranger' });
    await expect(verify(forged)).rejects.toBeInstanceOf(TokenRejectedError);
  });
});

describe('verified tokens are kept until they expire', () => {
  async function countingVerifier() {
    const forge = await createTokenForge();
    const lookups = { count: 0 };
    const verify = createAccessTokenVerifier({
      issuer: TEST_ISSUER,
      clientIds: [TEST_CLIENT_ID],
      keys: (header, token) => {
        lookups.count += 1;
        return forge.keys(header, token);
      },
    });
    return { forge, verify, lookups };
  }

  it('a token sent again is not verified again', async () => {
    const { forge, verify, lookups } = await countingVerifier();
    const token = await forge.sign({ sub: 'sub-ada' });
    const first = await verify(token);
    expect(await verify(token)).toEqual(first);
    expect(lookups.count).toBe(1);
  });

  it('a kept token is refused as expired once its expiry passes', async () => {
    const { forge, verify } = await countingVerifier();
    const token = await forge.sign({ sub: 'sub-ada' }, { expiresIn: '1h' });
    await verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 3600 * 1000);
      await expect(verify(token)).rejects.toMatchObject({ reason: 'token_expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused token is refused again, never kept', async () => {
    const { forge, verify, lookups } = await countingVerifier();
    const forged = await forge.sign({ sub: 'sub-ada' }, { key: 'stranger' });
    await expect(verify(forged)).rejects.toBeInstanceOf(TokenRejectedError);
    await expect(verify(forged)).rejects.toBeInstanceOf(TokenRejectedError);
    expect(lookups.count).toBe(2);
  });
});
