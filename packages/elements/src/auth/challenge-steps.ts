/** Sign-in steps of spec 4 and how the product answers each. */
export const SMS_CODE_STEP = 'CONFIRM_SIGN_IN_WITH_SMS_CODE';
export const TOTP_CODE_STEP = 'CONFIRM_SIGN_IN_WITH_TOTP_CODE';
export const EMAIL_CODE_STEP = 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE';
export const NEW_PASSWORD_STEP = 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED';
export const TOTP_SETUP_STEP = 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP';
export const MFA_SELECTION_STEP = 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION';
export const CUSTOM_CHALLENGE_STEP = 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE';
export const CONFIRM_SIGN_UP_STEP = 'CONFIRM_SIGN_UP';

/** Steps answered with a code typed in the code entry. */
export const CODE_STEPS: readonly string[] = [
  SMS_CODE_STEP,
  TOTP_CODE_STEP,
  EMAIL_CODE_STEP,
  CUSTOM_CHALLENGE_STEP,
];

/** The only step that leaves the login page: SMS MFA goes to /login/mfa with the form state (spec 4). */
export function leavesForMfaPage(step: string): boolean {
  return step === SMS_CODE_STEP;
}
