import { SIGN_OUT_TIMEOUT_MS } from '../constants';
import { CreatorApiError, GUARD_MESSAGES, IDENTITY_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import type { AuthConfig, TokenStorage } from './auth-config';
import { accessTokenCookie, type CookieJar, expiredAccessTokenCookie } from './token-cookie';

type AmplifyAuth = typeof import('./amplify-auth');

export interface SignInResult {
  isSignedIn: boolean;
  /** Amplify's next step (`DONE`, `CONFIRM_SIGN_IN_WITH_SMS_CODE`, ...): spec 4's challenges. */
  nextStep: string;
}

export interface AuthSession {
  accessToken: string;
  idToken: string | undefined;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
}

export interface CreatorAuth {
  signIn(credentials: { username: string; password: string }): Promise<SignInResult>;
  signOut(options?: { global?: boolean }): Promise<void>;
  /** The current session, refreshed by the identity when needed; `null` when nobody is signed in. */
  session(): Promise<AuthSession | null>;
}

export interface AuthOptions {
  config: AuthConfig;
  storage?: TokenStorage | undefined;
  cookies?: CookieJar | undefined;
  hostname?: string | undefined;
}

/** Wraps an identity failure: the identity's own message (or spec 8's default) and its exception name as code. */
function identityError(error: unknown): CreatorApiError {
  if (error instanceof CreatorApiError) return error;
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return new CreatorApiError(message || IDENTITY_MESSAGES.authenticationError, {
    ...(name ? { code: name } : {}),
    cause: error,
  });
}

export function createAuth(options: AuthOptions): CreatorAuth & { amplify(): Promise<AmplifyAuth> } {
  let loading: Promise<AmplifyAuth> | undefined;
  const amplify = () => {
    loading ??= import('./amplify-auth').then((module) => {
      module.configureAmplify(options.config, options.storage);
      return module;
    });
    return loading;
  };
  const hostname = options.hostname ?? (typeof location === 'undefined' ? 'localhost' : location.hostname);
  const rememberToken = (token: string) => options.cookies?.write(accessTokenCookie(token, hostname));

  return {
    amplify,
    async signIn({ username, password }) {
      requireArgument(username, GUARD_MESSAGES.username);
      requireArgument(password, GUARD_MESSAGES.password);
      const identity = await amplify();
      try {
        const result = await identity.signInWithPassword(username, password);
        if (result.isSignedIn) {
          const tokens = await identity.currentTokens();
          if (tokens) rememberToken(tokens.accessToken);
        }
        return { isSignedIn: result.isSignedIn, nextStep: result.nextStep.signInStep };
      } catch (error) {
        throw identityError(error);
      }
    },
    async signOut({ global = false } = {}) {
      options.cookies?.write(expiredAccessTokenCookie(hostname));
      const identity = await amplify();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new CreatorApiError(IDENTITY_MESSAGES.signOutTimeout, { code: 'signout_timeout' })),
          SIGN_OUT_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([identity.signOutOfIdentity(global), timeout]);
      } catch (error) {
        throw identityError(error);
      } finally {
        clearTimeout(timer);
      }
    },
    async session() {
      const identity = await amplify();
      const tokens = await identity.currentTokens().catch(() => undefined);
      if (!tokens) return null;
      rememberToken(tokens.accessToken);
      return tokens;
    },
  };
}
