import { type CreatorAuth, createAuth } from './auth/auth';
import type { AuthConfig, TokenStorage } from './auth/auth-config';
import { browserCookieJar, type CookieJar } from './auth/token-cookie';
import { chooseBearerToken } from './http/bearer-token';
import { createApiRequest } from './http/request';
import { type CreatorResource, createCreatorResource } from './resources/creators';

export interface CreatorClientConfig {
  /** Base URL of the API (`https://api.<host>`; locally `http://127.0.0.1:4000`). */
  apiUrl: string;
  auth: AuthConfig;
  /** Token storage for Amplify; browsers default to localStorage, Node scripts should pass one. */
  storage?: TokenStorage;
  /** The page's cookies; defaults to `document.cookie` in a browser and to none in Node. */
  cookies?: CookieJar;
  fetch?: typeof fetch;
}

export interface CreatorClient {
  auth: CreatorAuth;
  creator: CreatorResource;
}

/** The SDK's entry point: one client per app, holding the auth state and every API resource. */
export function createCreatorClient(config: CreatorClientConfig): CreatorClient {
  const cookies = config.cookies ?? browserCookieJar();
  const auth = createAuth({ config: config.auth, storage: config.storage, cookies });
  const request = createApiRequest({
    apiUrl: config.apiUrl,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    bearerToken: () =>
      chooseBearerToken({
        cookies: () => cookies?.read(),
        sessionAccessToken: async () => (await auth.session())?.accessToken,
      }),
  });
  return {
    auth: { signIn: auth.signIn, signOut: auth.signOut, session: auth.session },
    creator: createCreatorResource(request),
  };
}
