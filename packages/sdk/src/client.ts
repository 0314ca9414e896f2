import type { CreatorAuth } from './auth/auth';
import type { AuthConfig, TokenStorage } from './auth/auth-config';
import type { CookieJar } from './auth/token-cookie';
import { createIdentityParts } from './identity-client';
import type { AccountResource } from './resources/account';
import type { BookingResource } from './resources/bookings';
import type { CalendarResource } from './resources/calendar';
import type { CollectionResource } from './resources/collections';
import type { MessageResource } from './resources/conversations';
import { type CreatorResource, createCreatorResource } from './resources/creators';
import type { EventResource } from './resources/events';
import type { IncomeResource } from './resources/incomes';
import { lazyEventResource } from './resources/lazy-events';
import { lazyResource } from './resources/lazy-resource';
import type { LiveResource } from './resources/lives';
import type { NotificationResource } from './resources/notifications';
import type { PlaylistResource } from './resources/playlists';
import type { PostResource } from './resources/posts';
import type { PushResource } from './resources/pushes';
import type { ReferralResource } from './resources/referral';
import {
  ACCOUNT_SHAPE,
  BOOKING_SHAPE,
  CALENDAR_SHAPE,
  COLLECTION_SHAPE,
  INCOME_SHAPE,
  LIVE_SHAPE,
  MESSAGE_SHAPE,
  NOTIFICATION_SHAPE,
  PLAYLIST_SHAPE,
  POST_SHAPE,
  PUSH_SHAPE,
  REFERRAL_SHAPE,
  UPLOAD_SHAPE,
} from './resources/resource-shapes';
import type { UploadResource } from './resources/uploads';

export interface CreatorClientConfig {
  /** Base URL of the API (`https://api.<host>`; locally `http://127.0.0.1:4000`). */
  apiUrl: string;
  auth: AuthConfig;
  /** Token storage for Amplify; browsers default to localStorage, Node scripts should pass one. */
  storage?: TokenStorage;
  /** The page's cookies; defaults to `document.cookie` in a browser and to none in Node. */
  cookies?: CookieJar;
  fetch?: typeof fetch;
  /** Milliseconds before an API call fails with code `timeout` (default DEFAULT_REQUEST_TIMEOUT_MS, 20 s). */
  requestTimeoutMs?: number;
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
  /** The creator's conversations with fans. */
  messages: MessageResource;
  /** What the creator earns, from what and whom, and the payouts (every figure the sum of its ledger lines). */
  incomes: IncomeResource;
  /** The creator's lives: schedule, edit, cancel, tickets sold, ingest settings. */
  lives: LiveResource;
  /** Live events of the signed-in creator (`GET /events`). */
  events: EventResource;
  /** What happened to the creator, grouped, and their choices about it. */
  notifications: NotificationResource;
  /** The creator's settings, payout method, data export and account closing. */
  account: AccountResource;
  /** One calendar of everything the creator scheduled, and what each tool holds. */
  calendar: CalendarResource;
}

/**
 * The SDK's entry point: one client per app, holding the auth state and every API resource. The creator's own
 * resource is there at once (every screen reads the creator); the others load their code on their first call, so
 * a page pays only for the resources it uses.
 */
export function createCreatorClient(config: CreatorClientConfig): CreatorClient {
  const { auth, request, transport } = createIdentityParts(config);
  return {
    auth,
    creator: createCreatorResource(request),
    referral: lazyResource(
      () =>
        import('./resources/referral').then(({ createReferralResource }) => createReferralResource(request)),
      REFERRAL_SHAPE,
    ),
    pushes: lazyResource(
      () => import('./resources/pushes').then(({ createPushResource }) => createPushResource(request)),
      PUSH_SHAPE,
    ),
    posts: lazyResource(
      () => import('./resources/posts').then(({ createPostResource }) => createPostResource(request)),
      POST_SHAPE,
    ),
    collections: lazyResource(
      () =>
        import('./resources/collections').then(({ createCollectionResource }) =>
          createCollectionResource(request),
        ),
      COLLECTION_SHAPE,
    ),
    uploads: lazyResource(
      () => import('./resources/uploads').then(({ createUploadResource }) => createUploadResource(transport)),
      UPLOAD_SHAPE,
    ),
    playlists: lazyResource(
      () =>
        import('./resources/playlists').then(({ createPlaylistResource }) => createPlaylistResource(request)),
      PLAYLIST_SHAPE,
    ),
    bookings: lazyResource(
      () =>
        import('./resources/bookings').then(({ createBookingResource }) => createBookingResource(request)),
      BOOKING_SHAPE,
    ),
    messages: lazyResource(
      () =>
        import('./resources/conversations').then(({ createMessageResource }) =>
          createMessageResource(request),
        ),
      MESSAGE_SHAPE,
    ),
    incomes: lazyResource(
      () => import('./resources/incomes').then(({ createIncomeResource }) => createIncomeResource(request)),
      INCOME_SHAPE,
    ),
    lives: lazyResource(
      () => import('./resources/lives').then(({ createLiveResource }) => createLiveResource(request)),
      LIVE_SHAPE,
    ),
    calendar: lazyResource(
      () =>
        import('./resources/calendar').then(({ createCalendarResource }) => createCalendarResource(request)),
      CALENDAR_SHAPE,
    ),
    // The bell's live count is on every screen, yet no screen waits for it: its code loads after the screen's.
    events: lazyEventResource(() =>
      import('./resources/events').then(({ createEventResource }) =>
        createEventResource({ send: transport.send }),
      ),
    ),
    notifications: lazyResource(
      () =>
        import('./resources/notifications').then(({ createNotificationResource }) =>
          createNotificationResource(request),
        ),
      NOTIFICATION_SHAPE,
    ),
    account: lazyResource(
      () =>
        import('./resources/account').then(({ createAccountResource }) =>
          createAccountResource({ request, send: transport.send }),
        ),
      ACCOUNT_SHAPE,
    ),
  };
}
