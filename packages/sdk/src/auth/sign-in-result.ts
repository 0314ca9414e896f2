/** What the identity asks for next after a sign-in step (spec 4 "Sign-in"). */
export interface SignInResult {
  isSignedIn: boolean;
  /**
   * `DONE`, or the challenge: `CONFIRM_SIGN_IN_WITH_SMS_CODE`, `CONFIRM_SIGN_IN_WITH_TOTP_CODE`,
   * `CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED`, `CONTINUE_SIGN_IN_WITH_TOTP_SETUP`,
   * `CONTINUE_SIGN_IN_WITH_MFA_SELECTION`, `CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE`, `CONFIRM_SIGN_UP`...
   */
  nextStep: string;
  /** Where an SMS or email code went (masked), for the code screen. */
  codeDestination?: string;
  /** `otpauth://` URI to show as a QR code during TOTP setup. */
  totpSetupUri?: string;
  /** The TOTP secret, for typing into an authenticator by hand. */
  totpSecret?: string;
  /** MFA types the creator may choose from. */
  mfaTypes?: string[];
}

interface AmplifyNextStep {
  signInStep: string;
  codeDeliveryDetails?: { destination?: string | undefined } | undefined;
  totpSetupDetails?:
    | { sharedSecret: string; getSetupUri(appName: string, accountName?: string): URL }
    | undefined;
  allowedMFATypes?: string[] | undefined;
}

/** The name authenticator apps show next to the code. */
export const TOTP_ISSUER = 'creators';

export function toSignInResult(
  result: { isSignedIn: boolean; nextStep: AmplifyNextStep },
  username: string | undefined,
): SignInResult {
  const step = result.nextStep;
  const outcome: SignInResult = { isSignedIn: result.isSignedIn, nextStep: step.signInStep };
  const destination = step.codeDeliveryDetails?.destination;
  if (destination) outcome.codeDestination = destination;
  if (step.totpSetupDetails) {
    outcome.totpSecret = step.totpSetupDetails.sharedSecret;
    outcome.totpSetupUri = step.totpSetupDetails.getSetupUri(TOTP_ISSUER, username).toString();
  }
  if (step.allowedMFATypes) outcome.mfaTypes = step.allowedMFATypes;
  return outcome;
}
