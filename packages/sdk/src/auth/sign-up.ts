import { SIGNUP_POLL_INTERVAL_MS, SIGNUP_POLL_MAX_MS } from '../constants';
import type { Referral } from '../contract/referral';
import { encodeSignUpClientMetadata } from '../contract/sign-up';
import { CreatorApiError, GUARD_MESSAGES, IDENTITY_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import type { AmplifyLoader } from './amplify-loader';
import { callIdentity } from './identity-error';
import { type SignInResult, toSignInResult } from './sign-in-result';

export interface SignUpInput {
  username: string;
  password: string;
  /** The three acceptances of spec 3's sign-up client metadata. */
  acceptances: { privacyPolicy: boolean; termsOfService: boolean; termsOfUse: boolean };
  referral?: Referral | null | undefined;
}

export interface SignUpResult {
  isSignUpComplete: boolean;
  /** `CONFIRM_SIGN_UP` (a code or a link was sent), `COMPLETE_AUTO_SIGN_IN` or `DONE`. */
  nextStep: string;
  codeDestination?: string;
}

export interface SignUpAuth {
  signUp(input: SignUpInput): Promise<SignUpResult>;
  confirmSignUp(input: { username: string; code: string }): Promise<SignUpResult>;
  resendSignUpCode(input: { username: string }): Promise<{ codeDestination?: string }>;
  /** Signs the new creator in once confirmed by code (spec 4 auto sign-in). */
  autoSignIn(): Promise<SignInResult>;
  /**
   * Link mode: tries to sign in every 5 s for up to 3 min until the creator has clicked the link (spec 4, 9).
   * Resolves with the sign-in, or rejects when the time is up or `signal` aborts.
   */
  signInOnceConfirmedByLink(input: {
    username: string;
    password: string;
    signal?: AbortSignal;
  }): Promise<SignInResult>;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export function createSignUpAuth(
  amplify: AmplifyLoader,
  signIn: (credentials: { username: string; password: string }) => Promise<SignInResult>,
  clock: { now(): number } = Date,
): SignUpAuth {
  return {
    async signUp({ username, password, acceptances, referral }) {
      requireArgument(username, GUARD_MESSAGES.username);
      requireArgument(password, GUARD_MESSAGES.password);
      const identity = await amplify();
      const clientMetadata = encodeSignUpClientMetadata({
        acceptPrivacyPolicy: acceptances.privacyPolicy,
        acceptTermsOfService: acceptances.termsOfService,
        acceptTermsOfUse: acceptances.termsOfUse,
        ...(referral ? { sponsorId: String(referral.id), sponsorType: referral.userType } : {}),
      });
      const result = await callIdentity(() =>
        identity.signUp({
          username,
          password,
          options: {
            userAttributes: { email: username },
            clientMetadata,
            // The local identity has no SRP; auto sign-in must use the same flow as the login form.
            autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH', clientMetadata },
          },
        }),
      );
      return signUpOutcome(result);
    },
    async confirmSignUp({ username, code }) {
      requireArgument(code, GUARD_MESSAGES.code);
      requireArgument(username, GUARD_MESSAGES.username);
      const identity = await amplify();
      return signUpOutcome(
        await callIdentity(() => identity.confirmSignUp({ username, confirmationCode: code })),
      );
    },
    async resendSignUpCode({ username }) {
      requireArgument(username, GUARD_MESSAGES.username);
      const identity = await amplify();
      const details = await callIdentity(() => identity.resendSignUpCode({ username }));
      return details.destination ? { codeDestination: details.destination } : {};
    },
    async autoSignIn() {
      const identity = await amplify();
      return toSignInResult(await callIdentity(() => identity.autoSignIn()), undefined);
    },
    async signInOnceConfirmedByLink({ username, password, signal }) {
      const deadline = clock.now() + SIGNUP_POLL_MAX_MS;
      while (clock.now() < deadline) {
        signal?.throwIfAborted();
        try {
          const result = await signIn({ username, password });
          // Amplify answers an unconfirmed account with this step rather than an error: not clicked yet.
          if (result.nextStep !== 'CONFIRM_SIGN_UP') return result;
        } catch (error) {
          if ((error as CreatorApiError).code !== 'user_not_confirmed') throw error;
        }
        await sleep(SIGNUP_POLL_INTERVAL_MS, signal);
      }
      throw new CreatorApiError(IDENTITY_MESSAGES.authenticationError, { code: 'SignUpLinkTimeout' });
    },
  };
}

function signUpOutcome(result: {
  isSignUpComplete: boolean;
  nextStep: { signUpStep: string; codeDeliveryDetails?: { destination?: string | undefined } | undefined };
}): SignUpResult {
  const outcome: SignUpResult = {
    isSignUpComplete: result.isSignUpComplete,
    nextStep: result.nextStep.signUpStep,
  };
  const destination = result.nextStep.codeDeliveryDetails?.destination;
  if (destination) outcome.codeDestination = destination;
  return outcome;
}
