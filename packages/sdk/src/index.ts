export type { AuthSession, CreatorAuth, SignInResult } from './auth/auth';
export { type AuthConfig, createMemoryTokenStorage, type TokenStorage } from './auth/auth-config';
export {
  accessTokenCookie,
  type CookieJar,
  expiredAccessTokenCookie,
  isLocalHost,
} from './auth/token-cookie';
export { type CreatorClient, type CreatorClientConfig, createCreatorClient } from './client';
export * from './constants';
export * from './errors';
export { readCookie } from './http/bearer-token';
export type { CreatorResource } from './resources/creators';
