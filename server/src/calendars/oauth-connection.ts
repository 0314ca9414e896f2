import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  type OAuth2Tokens,
  UnexpectedResponseError,
} from 'arctic';
import { CalendarUnreachableError } from './caldav-calendar';
import type { OAuthProviderConfig } from './oauth-providers';

// One error for every calendar out of reach, CalDAV or OAuth: callers retry them all the same way.
export { CalendarUnreachableError };

/** What a calendar connection keeps of its grant; the caller stores it (encrypted) and passes it back. */
export interface OAuthTokens {
  accessToken: string;
  /** Absent when the provider granted no offline access: the connection then lasts as long as its access token. */
  refreshToken: string | undefined;
  expiresAt: Date;
}

/** The creator revoked the access, or the grant expired: only connecting the calendar again helps. */
export class CalendarGrantRevokedError extends Error {
  override name = 'CalendarGrantRevokedError';
}

/** The calendar API refused the access token (401): refresh it and retry once. */
export class CalendarTokenExpiredError extends Error {
  override name = 'CalendarTokenExpiredError';
}

/** A token request hanging this long is treated like an unreachable provider, as the calendar API calls are. */
const TOKEN_REQUEST_TIMEOUT_MS = 10_000;
/** Below this much life left an access token is refreshed first, so it cannot expire during the calls it serves. */
const EXPIRY_MARGIN_MS = 60_000;
/** OAuth error codes after which the grant cannot be used again without the creator (RFC 6749 5.2, Entra ID). */
const GRANT_LOST_CODES = new Set(['invalid_grant', 'interaction_required', 'consent_required']);

/**
 * PKCE S256 authorization URL: response_type=code, client_id, redirect_uri, state, scope, code_challenge.
 * Google also gets access_type=offline (or it returns no refresh token) and prompt=consent (or it returns one
 * only the first time the creator consents, not when they connect the calendar again).
 */
export function authorizationUrl(
  provider: OAuthProviderConfig,
  request: { state: string; codeVerifier: string; redirectUri: string },
): URL {
  const url = client(provider, request.redirectUri).createAuthorizationURLWithPKCE(
    provider.authorizeUrl,
    request.state,
    CodeChallengeMethod.S256,
    request.codeVerifier,
    provider.scopes,
  );
  if (provider.name === 'google') {
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
  }
  return url;
}

/** The provider's answer to an authorization: its code, redeemed with the verifier the URL was made from. */
export async function exchangeCode(
  provider: OAuthProviderConfig,
  request: { code: string; codeVerifier: string; redirectUri: string },
  now: Date = new Date(),
): Promise<OAuthTokens> {
  const answer = await tokenRequest(() =>
    client(provider, request.redirectUri).validateAuthorizationCode(
      provider.tokenUrl,
      request.code,
      request.codeVerifier,
    ),
  );
  return tokensOf(answer, undefined, now);
}

/** New tokens from the refresh token; the old refresh token is kept when the provider does not rotate it (Google). */
export async function refreshTokens(
  provider: OAuthProviderConfig,
  refreshToken: string,
  now: Date = new Date(),
): Promise<OAuthTokens> {
  // Microsoft wants the scopes again on a refresh; Google keeps the granted ones and needs none.
  const scopes = provider.name === 'outlook' ? provider.scopes : [];
  const answer = await tokenRequest(() =>
    client(provider, null).refreshAccessToken(provider.tokenUrl, refreshToken, scopes),
  );
  return tokensOf(answer, refreshToken, now);
}

/** A valid access token: the stored one while it has > 60 s left, else refreshed (the caller stores the new tokens). */
export async function freshTokens(
  provider: OAuthProviderConfig,
  tokens: OAuthTokens,
  now: Date,
): Promise<{ tokens: OAuthTokens; refreshed: boolean }> {
  if (tokens.expiresAt.getTime() - now.getTime() > EXPIRY_MARGIN_MS) return { tokens, refreshed: false };
  if (!tokens.refreshToken) {
    throw new CalendarGrantRevokedError(`The ${provider.name} access expired and there is no refresh token`);
  }
  return { tokens: await refreshTokens(provider, tokens.refreshToken, now), refreshed: true };
}

// arctic's client holds the redirect URI, which differs per request (site, partner pages): one client per call.
// The secret goes as HTTP Basic credentials, which both Google and Microsoft accept for confidential clients.
function client(provider: OAuthProviderConfig, redirectUri: string | null) {
  return new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri);
}

function tokensOf(answer: OAuth2Tokens, previousRefreshToken: string | undefined, now: Date): OAuthTokens {
  // Read expires_in ourselves: arctic counts from the wall clock, the caller's `now` may differ, and some
  // Microsoft endpoints send the number as a string. RFC 6749 only recommends it; an hour is what both use.
  const data = answer.data as { expires_in?: unknown };
  const expiresIn = Number(data.expires_in ?? 3600);
  return {
    accessToken: answer.accessToken(),
    refreshToken: answer.hasRefreshToken() ? answer.refreshToken() : previousRefreshToken,
    expiresAt: new Date(now.getTime() + (Number.isFinite(expiresIn) ? expiresIn : 3600) * 1000),
  };
}

/** Runs one token request and says in the domain's words what went wrong. */
async function tokenRequest(send: () => Promise<OAuth2Tokens>): Promise<OAuth2Tokens> {
  let timer: NodeJS.Timeout | undefined;
  // arctic's requests take no abort signal: a deadline beside them keeps a hanging provider from hanging us.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CalendarUnreachableError('The token endpoint did not answer in time')),
      TOKEN_REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([send(), deadline]);
  } catch (error) {
    if (error instanceof OAuth2RequestError && GRANT_LOST_CODES.has(error.code)) {
      throw new CalendarGrantRevokedError(`The provider refused the grant: ${error.code}`, { cause: error });
    }
    if (error instanceof ArcticFetchError) {
      throw new CalendarUnreachableError('The token endpoint could not be reached', { cause: error });
    }
    // 429 too: a rate-limited provider is busy, not refusing the grant; later will do.
    if (error instanceof UnexpectedResponseError && (error.status >= 500 || error.status === 429)) {
      throw new CalendarUnreachableError(`The token endpoint answered ${error.status}`, { cause: error });
    }
    // invalid_client and the like are a configuration mistake, not the creator's: left as they are.
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
