import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTokenForge, TEST_CLIENT_ID, TEST_ISSUER } from '../testing/token-forge';
import { createAccessTokenVerifier, IdentityUnavailableError, TokenRejectedError } from './verify-token';

describe('token verification when the identity keys cannot be read (issue 12 item 8)', () => {
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
