import type { CreatorAuth } from './auth/auth';
import type { AuthConfig, TokenStorage } from './auth/auth-config';
import type { CookieJar } from './auth/token-cookie';
import { createIdentityParts } from './identity-client';
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
  const { auth, request, bearerToken } = createIdentityParts(config);
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
