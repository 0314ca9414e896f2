import { type CreatorAuth, createAuth } from './auth/auth';
import { browserCookieJar, expiredAccessTokenCookie } from './auth/token-cookie';
import type { CreatorClientConfig } from './client';
import { IDENTITY_MESSAGES, SESSION_MESSAGES } from './errors';
import { chooseBearerToken } from './http/bearer-token';
import { type ApiRequest, type ApiTransport, createApiTransport } from './http/request';

/** The identity alone: what screens that read nothing from the API need (sign-in, sign-up, recovery). */
export interface IdentityClient {
  auth: CreatorAuth;
}

/** The identity and the API request every resource calls through, with the session's token. */
export function createIdentityParts(config: CreatorClientConfig): {
  auth: CreatorAuth;
  request: ApiRequest;
  transport: ApiTransport;
} {
  const cookies = config.cookies ?? browserCookieJar();
  const { amplify: _loader, ...auth } = createAuth({
    config: config.auth,
    storage: config.storage,
    cookies,
    onInvalidSession: config.onInvalidSession,
    // Sign-out everywhere first refuses, at the API, every token issued so far (DESIGN "Identity").
    revokeApiSessions: () =>
      request('POST', '/creators/me/sign-out-everywhere', {
        errorMessage: SESSION_MESSAGES.signOutEverywhere,
      }),
    // Posted once, after a sign-in that kept a sponsor: its code loads then, not with every screen.
    postReferral: (referral) =>
      import('./resources/referral').then(({ createReferralResource }) =>
        createReferralResource(request).post(referral),
      ),
    // The identity's own reads (the MFA preference) send the token the API calls send, the cookie's first.
    accessToken: () => bearerToken(),
  });
  // The session is over (a cookie that outlived it, spec 9: 365 days, or a token the API refuses): drop the
  // cookie and let the app go to login rather than show a technical error.
  const endSession = () => {
    cookies?.write(
      expiredAccessTokenCookie(typeof location === 'undefined' ? 'localhost' : location.hostname),
    );
    config.onInvalidSession?.(IDENTITY_MESSAGES.userNotAuthenticated);
  };
  const bearerToken = () =>
    chooseBearerToken({
      cookies: () => cookies?.read(),
      sessionAccessToken: async () => (await auth.session())?.accessToken,
      onStaleCookie: endSession,
    });
  const transport = createApiTransport({
    apiUrl: config.apiUrl,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    ...(config.requestTimeoutMs !== undefined ? { timeoutMs: config.requestTimeoutMs } : {}),
    bearerToken,
    onUnauthorized: endSession,
  });
  const { request } = transport;
  return { auth, request, transport };
}

/**
 * A client holding the identity only (no API resources, their wire shapes and checks on screens
 * that fetch nothing). The same sign-in, session and cookie as `createCreatorClient`'s `auth`.
 */
export function createIdentityClient(config: CreatorClientConfig): IdentityClient {
  return { auth: createIdentityParts(config).auth };
}
