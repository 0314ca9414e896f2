import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const TEST_ISSUER = 'http://127.0.0.1:9229/local_test';
/** The app client the test tokens are issued to, allowed by the test API. */
export const TEST_CLIENT_ID = 'creators-test-client';
/** The fan app's client: its tokens are fans', refused on every creator route. */
export const TEST_FAN_CLIENT_ID = 'fans-test-client';

/**
 * A pool's signing key and a stranger's key with the same `kid`, so tests can sign tokens the API must accept
 * and forged ones it must refuse.
 */
export async function createTokenForge() {
  const pool = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(pool.publicKey)), kid: 'CognitoLocal', alg: 'RS256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [publicJwk] });

  async function sign(
    claims: JWTPayload,
    options: {
      key?: 'pool' | 'stranger';
      issuer?: string;
      expiresIn?: string | number;
      issuedAt?: number;
    } = {},
  ) {
    const jwt = new SignJWT({
      token_use: 'access',
      client_id: TEST_CLIENT_ID,
      username: claims.sub,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(options.expiresIn ?? '1h');
    return jwt.sign(options.key === 'stranger' ? stranger.privateKey : pool.privateKey);
  }
  /** The pool's public key set, as a JWKS endpoint would serve it (for an API in another process). */
  const jwks = { keys: [publicJwk] };
  return { keys, sign, jwks };
}
