/** What the SDK needs to reach the user pool (spec 1: pool, client id, region; locally a custom endpoint). */
export interface AuthConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** The pool's API endpoint when it is not AWS's regional one (the local identity: `http://127.0.0.1:9229`). */
  userPoolEndpoint?: string;
  /** The hosted login for federated sign-in (spec 4); absent when the product offers no social providers. */
  hostedLogin?: HostedLoginConfig;
}

/** Spec 7 "Hosted login": the domain serving `/oauth2/authorize` and where it sends the creator back. */
export interface HostedLoginConfig {
  /** `host[:port]`, always reached over HTTPS. */
  domain: string;
  /** The page that reads the code: `<origin>/app/oauth2/callback` (spec 2). */
  redirectSignIn: string;
  /** Where sign-out returns: `<origin>/app`. */
  redirectSignOut: string;
}

/** Social providers of spec 1, as the hosted login names them. */
export const FEDERATED_PROVIDERS = ['Google', 'Facebook', 'Amazon', 'Apple'] as const;
export type FederatedProvider = (typeof FEDERATED_PROVIDERS)[number];

/** Scopes of spec 7's hosted login. */
export const HOSTED_LOGIN_SCOPES = ['phone', 'email', 'openid', 'aws.cognito.signin.user.admin'];

/** Where Amplify keeps tokens: localStorage in a browser by default; inject one in Node or for isolation. */
export interface TokenStorage {
  setItem(key: string, value: string): Promise<void>;
  getItem(key: string): Promise<string | null>;
  removeItem(key: string): Promise<void>;
  clear(): Promise<void>;
}

/** Token storage that lives as long as the process: the default for scripts. */
export function createMemoryTokenStorage(): TokenStorage {
  const items = new Map<string, string>();
  return {
    setItem: async (key, value) => void items.set(key, value),
    getItem: async (key) => items.get(key) ?? null,
    removeItem: async (key) => void items.delete(key),
    clear: async () => items.clear(),
  };
}
