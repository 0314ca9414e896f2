import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface VerifiedAccessToken {
  sub: string;
  username: string;
  /** Seconds since the epoch at which the token was issued. */
  issuedAt: number;
  /** The refresh-token family the token descends from (`origin_jti`): the signed-in session; absent on some tokens. */
  originJti?: string;
}

export class TokenRejectedError extends Error {
  override readonly name = 'TokenRejectedError';
  constructor(
    readonly reason: 'token_missing' | 'token_malformed' | 'token_expired' | 'token_invalid',
    message: string,
  ) {
    super(message);
  }
}

/** The identity's key set could not be read: the token may be fine, so this is our outage, not a refusal. */
export class IdentityUnavailableError extends Error {
  override readonly name = 'IdentityUnavailableError';
}

export type AccessTokenVerifier = (token: string | undefined) => Promise<VerifiedAccessToken>;

/**
 * Tokens already verified, kept until they expire: an RSA signature check costs more CPU than the rest of a small
 * read, and a client sends the same token with every call for its whole hour. Bounded, oldest first out.
 */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface KeptVerdict {
  verified: VerifiedAccessToken;
  /** Seconds since the epoch: the kept verdict is worth nothing from then on, as the token itself. */
  expiresAt: number;
}

/**
 * Verifies a user-pool access token: signature against the pool's JWKS, issuer, expiry and `token_use`.
 * The API checks every token itself because the local identity never checks signatures.
 */
export function createAccessTokenVerifier(options: {
  issuer: string;
  /**
   * The app clients whose tokens are creators' (the site's, the SDK's). A pool may hold other clients, machine
   * ones among them: their tokens are valid signatures, not creators.
   */
  clientIds: readonly string[];
  jwksUrl?: string;
  keys?: JWTVerifyGetKey;
}): AccessTokenVerifier {
  const clients = new Set(options.clientIds);
  const keys =
    options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl ?? `${options.issuer}/.well-known/jwks.json`));
  const kept = new Map<string, KeptVerdict>();
  return async (token) => {
    if (!token) throw new TokenRejectedError('token_missing', 'A bearer token is required');
    const known = kept.get(token);
    if (known) {
      if (known.expiresAt > Date.now() / 1000) return known.verified;
      kept.delete(token);
      throw new TokenRejectedError('token_expired', 'The bearer token has expired');
    }
    if (token.split('.').length !== 3)
      throw new TokenRejectedError('token_malformed', 'The bearer token is malformed');
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: options.issuer, algorithms: ['RS256'] });
      if (payload.token_use !== 'access' || typeof payload.sub !== 'string') {
        throw new TokenRejectedError('token_invalid', 'An access token is required');
      }
      if (typeof payload.client_id !== 'string' || !clients.has(payload.client_id)) {
        throw new TokenRejectedError('token_invalid', 'The token was not issued to a creators app');
      }
      // Client-credentials tokens name no user: a machine is never a creator.
      if (typeof payload.username !== 'string' || payload.username === '') {
        throw new TokenRejectedError('token_invalid', 'The token names no creator');
      }
      const verified: VerifiedAccessToken = {
        sub: payload.sub,
        username: payload.username,
        issuedAt: payload.iat ?? 0,
        ...(typeof payload.origin_jti === 'string' && payload.origin_jti !== ''
          ? { originJti: payload.origin_jti }
          : {}),
      };
      // A token without an expiry is verified each time rather than trusted forever.
      if (typeof payload.exp === 'number') {
        if (kept.size >= VERIFIED_TOKENS_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(token, { verified, expiresAt: payload.exp });
      }
      return verified;
    } catch (error) {
      if (error instanceof TokenRejectedError) throw error;
      // A timeout or a failed fetch of the JWKS is not a verdict on the token.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new IdentityUnavailableError('The identity keys could not be read', { cause: error });
      }
      if (error instanceof errors.JWTExpired)
        throw new TokenRejectedError('token_expired', 'The bearer token has expired');
      if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
        throw new TokenRejectedError('token_malformed', 'The bearer token is malformed');
      }
      throw new TokenRejectedError('token_invalid', 'The bearer token is not valid');
    }
  };
}
