export type { AuthSession, CreatorAuth, SignInResult } from './auth/auth';
export { type AuthConfig, createMemoryTokenStorage, type TokenStorage } from './auth/auth-config';
export type { IdentityAccount } from './auth/identity-account';
export { type IdentityErrorCode, identityErrorCode } from './auth/identity-error';
export { INITIAL_SESSION, type SessionEvent, type SessionState } from './auth/session-state';
export { $session } from './auth/session-store';
export {
  accessTokenCookie,
  type CookieJar,
  expiredAccessTokenCookie,
  isLocalHost,
} from './auth/token-cookie';
export { type BookingClient, type BookingClientConfig, createBookingClient } from './booking/booking-client';
export { type CreatorClient, type CreatorClientConfig, createCreatorClient } from './client';
export * from './constants';
export type {
  AccountClosureRequest,
  AccountSettings,
  AccountSettingsUpdate,
  PayoutMethod,
  PayoutMethodUpdate,
  SignInSession,
} from './contract/account';
// The wire shapes and their types, so apps and elements import everything from '@mym/sdk'.
export * from './contract/index';
export * from './errors';
export * from './forms/index';
export { readCookie } from './http/bearer-token';
export { newIdempotencyKey } from './http/idempotency-key';
export { DEFAULT_REQUEST_TIMEOUT_MS } from './http/request';
export { createIdentityClient, type IdentityClient } from './identity-client';
export type { AccountResource } from './resources/account';
export type { BookingResource } from './resources/bookings';
export type { CalendarResource } from './resources/calendar';
export { changedFields } from './resources/changes';
export type { CollectionResource, PageRequest } from './resources/collections';
export type { AvailabilityResource, ConsultationResource } from './resources/consultations';
export {
  MESSAGE_CALL_ERRORS,
  type MessageResource,
} from './resources/conversations';
export type { CreatorResource } from './resources/creators';
export {
  EVENT_STREAM_RETRY_MS,
  type EventResource,
  type EventSubscribeOptions,
  type EventSubscription,
} from './resources/events';
export { INCOME_CALL_ERRORS, type IncomeResource } from './resources/incomes';
export type { LiveResource } from './resources/lives';
export { RESOURCE_ERROR_MESSAGES, RESOURCE_GUARD_MESSAGES } from './resources/messages';
export { NOTIFICATION_CALL_ERRORS, type NotificationResource } from './resources/notifications';
export type { PlaylistResource } from './resources/playlists';
export type { PostResource } from './resources/posts';
export type { PushCreateOptions, PushResource } from './resources/pushes';
export type { ReferralResource } from './resources/referral';
export type {
  MediaUploadOptions,
  ReadableFileStream,
  UploadProgress,
  UploadResource,
  UploadSource,
} from './resources/uploads';
// The pure rules DESIGN names in the SDK's shape, at the top level as well as under `@mym/sdk/rules`.
export {
  checkPassword,
  formatDuration,
  fromMinorUnits,
  passwordStrength,
  toMinorUnits,
  validateMediaFile,
} from './rules/index';
