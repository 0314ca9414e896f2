import type { Referral } from '../contract/referral';
import { GUARD_MESSAGES, isInvalidSessionMessage } from '../errors';
import { requireArgument } from '../http/guards';
import { lazyResource, type ResourceShape } from '../resources/lazy-resource';
import type { AccountCredentialsAuth } from './account-credentials';
import type { AmplifyLoader, IdentityReaderLoader } from './amplify-loader';
import type { configureAmplify } from './amplify-session';
import type { AuthConfig, TokenStorage } from './auth-config';
import type { HostedLoginAuth } from './hosted-login';
import type { MfaAuth } from './mfa';
import type { PasswordRecoveryAuth } from './password-recovery';
import { CONFIRM_SIGN_UP_STEP, type SessionState } from './session-state';
import { $session, moveSession, onSessionChange } from './session-store';
import type { SignInFlow } from './sign-in-flow';
import type { SignInResult } from './sign-in-result';
import type { SignUpAuth } from './sign-up';
import { accessTokenCookie, type CookieJar, expiredAccessTokenCookie } from './token-cookie';

export type { SignInResult } from './sign-in-result';

export interface AuthSession {
  accessToken: string;
  idToken: string | undefined;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
}

export interface CreatorAuth
  extends SignUpAuth,
    PasswordRecoveryAuth,
    HostedLoginAuth,
    AccountCredentialsAuth {
  signIn(credentials: { username: string; password: string }): Promise<SignInResult>;
  /**
   * Answers the current challenge: the SMS or TOTP code, the new password, or the chosen MFA type (spec 4).
   */
  confirmSignIn(input: { response: string; username?: string }): Promise<SignInResult>;
  /** Signs out: cookie, identity session; `global` also revokes every token at the API and the identity. */
  signOut(options?: { global?: boolean }): Promise<void>;
  /** The current session, refreshed by the identity when needed; `null` when nobody is signed in. */
  session(): Promise<AuthSession | null>;
  /** The session store of spec 3 as it stands (logged, the account being signed in, the pending challenge...). */
  state(): SessionState;
  /**
   * Calls `listener` after every change of the session store, made by this SDK's own calls (sign-in, challenge,
   * sign-up, sign-out, a session found invalid); answers the function that stops listening. Pages without a
   * framework follow sign-in and sign-out this way.
   */
  onChange(listener: (state: SessionState) => void): () => void;
  /** Keeps a sponsor of the visit (spec 3 "Referral"); it is posted once the creator is signed in. */
  rememberReferral(referral: Referral): void;
  mfa: MfaAuth;
}

export interface AuthOptions {
  config: AuthConfig;
  storage?: TokenStorage | undefined;
  cookies?: CookieJar | undefined;
  hostname?: string | undefined;
  /** Revokes the creator's tokens at the API before a global sign-out. */
  revokeApiSessions?: (() => Promise<void>) | undefined;
  /** Told when the identity reports an invalid session (spec 8) after the local cleanup, to go to login. */
  onInvalidSession?: ((message: string) => void) | undefined;
  /** Posts the sponsor kept from the sign-up visit, once signed in (`POST /creators/referral`). */
  postReferral?: ((referral: Referral) => Promise<void>) | undefined;
  /** The access token the identity's own calls send (the API's bearer token); the session's when absent. */
  accessToken?: (() => Promise<string | undefined>) | undefined;
  /** The fetch the identity's own calls go through (the global one when absent). */
  fetch?: typeof fetch | undefined;
}

// The flows a signed-in screen never runs (sign-up, password recovery, credentials, the hosted login) load with
// their first call, as the identity's wrapper they call does: every private screen's client carries sign-in,
// sign-out and the session only.
const SIGN_UP_SHAPE: ResourceShape<SignUpAuth> = {
  signUp: 'call',
  confirmSignUp: 'call',
  resendSignUpCode: 'call',
  autoSignIn: 'call',
  signInOnceConfirmedByLink: 'call',
};
const PASSWORD_RECOVERY_SHAPE: ResourceShape<PasswordRecoveryAuth> = {
  forgotPassword: 'call',
  confirmForgotPassword: 'call',
};
const ACCOUNT_CREDENTIALS_SHAPE: ResourceShape<AccountCredentialsAuth> = {
  changePassword: 'call',
  changeEmail: 'call',
  confirmEmail: 'call',
};
const HOSTED_LOGIN_SHAPE: ResourceShape<HostedLoginAuth> = {
  signInWithProvider: 'call',
  completeHostedSignIn: 'call',
};

export function createAuth(options: AuthOptions): CreatorAuth & { amplify: AmplifyLoader } {
  const configured = <Module extends { configureAmplify: typeof configureAmplify }>(module: Module) => {
    module.configureAmplify(options.config, options.storage);
    return module;
  };
  let loading: ReturnType<AmplifyLoader> | undefined;
  const amplify: AmplifyLoader = () => {
    loading ??= import('./amplify-auth').then(configured);
    return loading;
  };
  // Reading the session needs a part of Amplify only: a signed-in screen asking for it does not load the rest.
  // Should the whole wrapper load later, it configures Amplify again, which Amplify allows.
  let reading: ReturnType<IdentityReaderLoader> | undefined;
  const identityReader: IdentityReaderLoader = () => {
    reading ??= loading ?? import('./amplify-session').then(configured);
    return reading;
  };
  const hostname = options.hostname ?? (typeof location === 'undefined' ? 'localhost' : location.hostname);
  const forgetToken = () => options.cookies?.write(expiredAccessTokenCookie(hostname));

  // Signing in, answering a challenge and signing out load with the first of them (sign-in-flow.ts).
  let flowLoading: Promise<SignInFlow> | undefined;
  const flow = () => {
    flowLoading ??= import('./sign-in-flow')
      .then(({ createSignInFlow }) => createSignInFlow({ amplify, options, hostname, forgetToken }))
      .catch((error: unknown) => {
        flowLoading = undefined;
        throw error;
      });
    return flowLoading;
  };

  const signIn: CreatorAuth['signIn'] = async ({ username, password }) => {
    requireArgument(username, GUARD_MESSAGES.username);
    requireArgument(password, GUARD_MESSAGES.password);
    moveSession({ type: 'signInStarted', username });
    try {
      return await (await flow()).signInWithPassword(username, password);
    } catch (error) {
      moveSession({ type: 'failed' });
      throw error;
    }
  };

  const signUpAuth = lazyResource(
    () => import('./sign-up').then(({ createSignUpAuth }) => createSignUpAuth(amplify, signIn)),
    SIGN_UP_SHAPE,
  );
  const session: CreatorAuth['session'] = async () => {
    const identity = await identityReader();
    try {
      const tokens = await identity.currentTokens();
      if (!tokens) return null;
      options.cookies?.write(accessTokenCookie(tokens.accessToken, hostname));
      return tokens;
    } catch (error) {
      const message = (error as Error).message;
      if (!isInvalidSessionMessage(message)) return null;
      // The identity says this session is gone for good: clean up locally, then let the app go to login.
      forgetToken();
      await amplify()
        .then((identity) => identity.signOutOfIdentity(false))
        .catch(() => undefined);
      moveSession({ type: 'signedOut' });
      options.onInvalidSession?.(message);
      return null;
    }
  };
  const accessToken = options.accessToken ?? (async () => (await session())?.accessToken);
  // The MFA calls load with the first of them: only the security screen makes them, not every screen's client.
  let mfaLoading: Promise<MfaAuth> | undefined;
  const mfaAuth = () => {
    mfaLoading ??= import('./mfa').then(({ createMfaAuth }) =>
      createMfaAuth(amplify, {
        config: options.config,
        accessToken,
        fetch: options.fetch ?? globalThis.fetch,
      }),
    );
    return mfaLoading;
  };
  return {
    amplify,
    signIn,
    async signOut(signOutOptions) {
      // Should its code not arrive (the network is gone), this device still forgets the session.
      const loaded = await flow().catch((error: unknown) => {
        forgetToken();
        throw error;
      });
      return loaded.signOut(signOutOptions);
    },
    async confirmSignIn({ response, username }) {
      requireArgument(response, GUARD_MESSAGES.code);
      return (await flow()).confirmSignIn(response, username);
    },
    session,
    ...signUpAuth,
    async signUp(input) {
      moveSession({ type: 'signUpStarted', username: input.username });
      try {
        const result = await signUpAuth.signUp({
          ...input,
          referral: input.referral ?? $session.get().referral,
        });
        if (result.nextStep === CONFIRM_SIGN_UP_STEP) moveSession({ type: 'signUpWaiting' });
        return result;
      } catch (error) {
        moveSession({ type: 'failed' });
        throw error;
      }
    },
    async autoSignIn() {
      const result = await signUpAuth.autoSignIn();
      return (await flow()).completed(result);
    },
    // Polls through `signIn` above, which moves the store itself.
    async signInOnceConfirmedByLink(input) {
      return signUpAuth.signInOnceConfirmedByLink(input);
    },
    state: () => $session.get(),
    onChange: onSessionChange,
    rememberReferral: (referral) => moveSession({ type: 'referralCaptured', referral }),
    ...lazyResource(
      () =>
        import('./password-recovery').then(({ createPasswordRecoveryAuth }) =>
          createPasswordRecoveryAuth(amplify),
        ),
      PASSWORD_RECOVERY_SHAPE,
    ),
    ...lazyResource(
      () =>
        import('./account-credentials').then(({ createAccountCredentialsAuth }) =>
          createAccountCredentialsAuth(amplify),
        ),
      ACCOUNT_CREDENTIALS_SHAPE,
    ),
    ...lazyResource(
      () =>
        import('./hosted-login').then(({ createHostedLoginAuth }) =>
          createHostedLoginAuth(amplify, async () => (await flow()).signedIn()),
        ),
      HOSTED_LOGIN_SHAPE,
    ),
    mfa: {
      preference: async () => (await mfaAuth()).preference(),
      settings: async () => (await mfaAuth()).settings(),
      setPreference: async (type) => (await mfaAuth()).setPreference(type),
      setUpTotp: async (accountName) => (await mfaAuth()).setUpTotp(accountName),
      verifyTotp: async (code) => (await mfaAuth()).verifyTotp(code),
    },
  };
}
