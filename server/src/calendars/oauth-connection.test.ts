import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateCodeVerifier, generateState } from 'arctic';
import { Events, OAuth2Server, type TokenRequest } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authorizationUrl,
  CalendarGrantRevokedError,
  CalendarUnreachableError,
  exchangeCode,
  freshTokens,
  type OAuthTokens,
} from './oauth-connection';
import { type OAuthProviderConfig, readOAuthProviders } from './oauth-providers';

// One port per vitest worker, so parallel runs of this file do not collide.
const PORT = 39100 + Number(process.env.VITEST_POOL_ID ?? 0);
const REDIRECT_URI = 'http://127.0.0.1:4321/app/calendars/callback';
const NOW = new Date();

const identity = new OAuth2Server();
/** The form bodies and Authorization headers the token endpoint received, oldest first. */
let tokenRequests: { body: TokenRequest; authorization: string | undefined }[] = [];

function provider(name: 'google' | 'outlook'): OAuthProviderConfig {
  // The real table, its endpoints pointed at the mock: what the tests run is what production configures.
  const prefix = name === 'google' ? 'GOOGLE_CALENDAR' : 'MICROSOFT_CALENDAR';
  const [config] = readOAuthProviders({
    [`${prefix}_CLIENT_ID`]: `${name}-client`,
    [`${prefix}_CLIENT_SECRET`]: `${name}-secret`,
    [`${prefix}_AUTHORIZE_URL`]: `${identity.issuer.url}/authorize`,
    [`${prefix}_TOKEN_URL`]: `${identity.issuer.url}/token`,
  });
  return config!;
}

/** Plays the creator consenting: follows the authorization URL to the mock, which redirects with a code. */
async function consent(url: URL): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

/** Authorizes and exchanges the code, with the verifier of the authorization unless told another. */
async function connect(config: OAuthProviderConfig, exchangeVerifier?: string) {
  const codeVerifier = generateCodeVerifier();
  const redirect = await consent(
    authorizationUrl(config, { state: generateState(), codeVerifier, redirectUri: REDIRECT_URI }),
  );
  const code = redirect.searchParams.get('code')!;
  const request = { code, codeVerifier: exchangeVerifier ?? codeVerifier, redirectUri: REDIRECT_URI };
  return exchangeCode(config, request, NOW);
}

beforeAll(async () => {
  await identity.issuer.keys.generate('RS256');
  await identity.start(PORT, '127.0.0.1');
  identity.service.on(Events.BeforeResponse, (_response, req) => {
    tokenRequests.push({ body: req.body, authorization: req.headers.authorization });
  });
});
afterAll(() => identity.stop());
afterEach(() => {
  tokenRequests = [];
});

describe('OAuth calendar connection', () => {
  it('the authorization URL carries an S256 code challenge of the verifier and the state', () => {
    const codeVerifier = generateCodeVerifier();
    const request = { state: 'state-1', codeVerifier, redirectUri: REDIRECT_URI };
    const google = authorizationUrl(provider('google'), request);
    const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
    expect(Object.fromEntries(google.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: REDIRECT_URI,
      state: 'state-1',
      scope:
        'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.freebusy',
      code_challenge_method: 'S256',
      code_challenge: challenge,
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(`${google.origin}${google.pathname}`).toBe(`${identity.issuer.url}/authorize`);

    // Offline access is a scope at Microsoft; Google's extra parameters would be unknown there.
    const outlook = authorizationUrl(provider('outlook'), request);
    expect(outlook.searchParams.get('scope')).toBe('offline_access Calendars.ReadWrite');
    expect(outlook.searchParams.get('code_challenge')).toBe(challenge);
    expect(outlook.searchParams.has('access_type')).toBe(false);
    expect(outlook.searchParams.has('prompt')).toBe(false);
  });

  it('a code is exchanged for access and refresh tokens with the verifier', async () => {
    const config = provider('google');
    const codeVerifier = generateCodeVerifier();
    const redirect = await consent(
      authorizationUrl(config, { state: 'state-3', codeVerifier, redirectUri: REDIRECT_URI }),
    );
    expect(redirect.searchParams.get('state')).toBe('state-3');
    const code = redirect.searchParams.get('code')!;

    const tokens = await exchangeCode(config, { code, codeVerifier, redirectUri: REDIRECT_URI }, NOW);

    expect(tokens.accessToken).toMatch(/^ey/);
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.expiresAt).toEqual(new Date(NOW.getTime() + 3600_000));
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.body).toMatchObject({
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      redirect_uri: REDIRECT_URI,
    });
    // The client secret travels as Basic credentials, never in the form.
    expect(tokenRequests[0]!.authorization).toBe(`Basic ${btoa('google-client:google-secret')}`);

    // The mock checks the verifier against the challenge: another verifier is refused.
    await expect(connect(config, generateCodeVerifier())).rejects.toMatchObject({
      status: 400,
      data: { detail: 'code_verifier provided does not match code_challenge' },
    });
  });

  it('an expiring access token is refreshed; a fresh one is kept', async () => {
    const config = provider('outlook');
    const connected = await connect(config);
    tokenRequests = [];

    const fresh = { ...connected, expiresAt: new Date(NOW.getTime() + 5 * 60_000) };
    expect(await freshTokens(config, fresh, NOW)).toEqual({ tokens: fresh, refreshed: false });
    expect(tokenRequests).toEqual([]);

    const expiring = { ...connected, expiresAt: new Date(NOW.getTime() + 30_000) };
    const later = new Date(NOW.getTime() + 1000);
    const refreshed = await freshTokens(config, expiring, later);
    expect(refreshed.refreshed).toBe(true);
    expect(refreshed.tokens.accessToken).not.toBe(connected.accessToken);
    expect(refreshed.tokens.expiresAt).toEqual(new Date(later.getTime() + 3600_000));
    // Microsoft rotates refresh tokens: the new one replaces the old.
    expect(refreshed.tokens.refreshToken).not.toBe(connected.refreshToken);
    expect(tokenRequests[0]!.body).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: connected.refreshToken,
      scope: 'offline_access Calendars.ReadWrite',
    });

    // Google answers a refresh without a refresh token: the one we have stays valid and is kept.
    identity.service.once(Events.BeforeResponse, (response) => {
      if (response.body) delete response.body.refresh_token;
    });
    const google = await freshTokens(provider('google'), expiring, later);
    expect(google.tokens.refreshToken).toBe(connected.refreshToken);
    expect(tokenRequests[1]!.body.scope).toBeUndefined();
  });

  it('a refused refresh (invalid_grant) throws CalendarGrantRevokedError', async () => {
    const config = provider('google');
    const expired: OAuthTokens = { accessToken: 'a', refreshToken: 'revoked', expiresAt: NOW };
    identity.service.once(Events.BeforeResponse, (response) => {
      response.body = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
      response.statusCode = 400;
    });
    await expect(freshTokens(config, expired, NOW)).rejects.toBeInstanceOf(CalendarGrantRevokedError);

    // Without a refresh token there is nothing to ask the provider: the creator has to connect again.
    const offline = { ...expired, refreshToken: undefined };
    await expect(freshTokens(config, offline, NOW)).rejects.toBeInstanceOf(CalendarGrantRevokedError);
  });

  it('an unreachable token endpoint throws CalendarUnreachableError', async () => {
    const nowhere = { ...provider('google'), tokenUrl: 'http://127.0.0.1:1/token' };
    const expired: OAuthTokens = { accessToken: 'a', refreshToken: 'r', expiresAt: NOW };
    await expect(freshTokens(nowhere, expired, NOW)).rejects.toBeInstanceOf(CalendarUnreachableError);

    // A provider in trouble (5xx) is as good as unreachable: the grant itself is not in question.
    identity.service.once(Events.BeforeResponse, (response) => {
      response.body = '';
      response.statusCode = 503;
    });
    await expect(freshTokens(provider('google'), expired, NOW)).rejects.toBeInstanceOf(
      CalendarUnreachableError,
    );

    // One that takes the request and never answers is given up after 10 s (arctic itself would wait forever).
    const silent = createServer(() => {}).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const tokenUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/token`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const hanging = freshTokens({ ...nowhere, tokenUrl }, expired, NOW).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await hanging).toBeInstanceOf(CalendarUnreachableError);
    } finally {
      vi.useRealTimers();
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('providers are enabled only by their client id and secret', () => {
    expect(readOAuthProviders({})).toEqual([]);
    expect(
      readOAuthProviders({ GOOGLE_CALENDAR_CLIENT_ID: 'id', MICROSOFT_CALENDAR_CLIENT_SECRET: 'secret' }),
    ).toEqual([]);

    const both = readOAuthProviders({
      GOOGLE_CALENDAR_CLIENT_ID: 'g-id',
      GOOGLE_CALENDAR_CLIENT_SECRET: 'g-secret',
      MICROSOFT_CALENDAR_CLIENT_ID: 'm-id',
      MICROSOFT_CALENDAR_CLIENT_SECRET: 'm-secret',
      MICROSOFT_CALENDAR_TENANT: 'contoso.onmicrosoft.com',
    });
    expect(both.map(({ name, clientId, clientSecret }) => [name, clientId, clientSecret])).toEqual([
      ['google', 'g-id', 'g-secret'],
      ['outlook', 'm-id', 'm-secret'],
    ]);
    // The real endpoints unless overridden; the scopes are only those the catalog's calendar sync needs.
    expect(both.map(({ authorizeUrl, tokenUrl, apiUrl }) => [authorizeUrl, tokenUrl, apiUrl])).toEqual([
      [
        'https://accounts.google.com/o/oauth2/v2/auth',
        'https://oauth2.googleapis.com/token',
        'https://www.googleapis.com/calendar/v3',
      ],
      [
        'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize',
        'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/token',
        'https://graph.microsoft.com/v1.0',
      ],
    ]);
    expect(both[1]!.scopes).toEqual(['offline_access', 'Calendars.ReadWrite']);

    const outlook = readOAuthProviders({
      MICROSOFT_CALENDAR_CLIENT_ID: 'm',
      MICROSOFT_CALENDAR_CLIENT_SECRET: 's',
    });
    expect(outlook.map((config) => config.name)).toEqual(['outlook']);
    expect(outlook[0]!.tokenUrl).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/token');
  });
});
