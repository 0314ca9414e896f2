import { type CreatorAuth, createAuth } from './auth/auth';
import type { AuthConfig, TokenStorage } from './auth/auth-config';
import { browserCookieJar, type CookieJar, expiredAccessTokenCookie } from './auth/token-cookie';
import { IDENTITY_MESSAGES, SESSION_MESSAGES } from './errors';
import { chooseBearerToken } from './http/bearer-token';
import { createApiRequest } from './http/request';
import { type BookingResource, createBookingResource } from './resources/bookings';
import { type CollectionResource, createCollectionResource } from './resources/collections';
import { type CreatorResource, createCreatorResource } from './resources/creators';
import { createPlaylistResource, type PlaylistResource } from './resources/playlists';
import { createPostResource, type PostResource } from './resources/posts';
import { createPushResource, type PushResource } from './resources/pushes';
import { createReferralResource, type ReferralResource } from './resources/referral';
import { createUploadResource, type UploadResource } from './resources/uploads';

export interface CreatorClientConfig {
  /** Base URL of the API (`https://api.<host>`; locally `http://127.0.0.1:4000`). */
  apiUrl: string;
  auth: AuthConfig;
  /** Token storage for Amplify; browsers default to localStorage, Node scripts should pass one. */
  storage?: TokenStorage;
  /** The page's cookies; defaults to `document.cookie` in a browser and to none in Node. */
  cookies?: CookieJar;
  fetch?: typeof fetch;
  /** Told when the identity reports that the session is gone for good (spec 8), after the local cleanup. */
  onInvalidSession?: (message: string) => void;
}

export interface CreatorClient {
  auth: CreatorAuth;
  creator: CreatorResource;
  referral: ReferralResource;
  pushes: PushResource;
  posts: PostResource;
  collections: CollectionResource;
  uploads: UploadResource;
  playlists: PlaylistResource;
  bookings: BookingResource;
}

/** The SDK's entry point: one client per app, holding the auth state and every API resource. */
export function createCreatorClient(config: CreatorClientConfig): CreatorClient {
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
    postReferral: (referral) => createReferralResource(request).post(referral),
  });
  const bearerToken = () =>
    chooseBearerToken({
      cookies: () => cookies?.read(),
      sessionAccessToken: async () => (await auth.session())?.accessToken,
      // The cookie outlived the session (spec 9: 365 days): drop it and let the app go to login.
      onStaleCookie: () => {
        cookies?.write(
          expiredAccessTokenCookie(typeof location === 'undefined' ? 'localhost' : location.hostname),
        );
        config.onInvalidSession?.(IDENTITY_MESSAGES.userNotAuthenticated);
      },
    });
  const request = createApiRequest({
    apiUrl: config.apiUrl,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    bearerToken,
  });
  return {
    auth,
    creator: createCreatorResource(request),
    referral: createReferralResource(request),
    pushes: createPushResource(request),
    posts: createPostResource(request),
    collections: createCollectionResource(request),
    // Read at call time, like `request` does, so a test or polyfill that replaces `fetch` later is honoured.
    uploads: createUploadResource({
      apiUrl: config.apiUrl,
      bearerToken,
      fetch: () => config.fetch ?? globalThis.fetch,
    }),
    playlists: createPlaylistResource(request),
    bookings: createBookingResource(request),
  };
}
