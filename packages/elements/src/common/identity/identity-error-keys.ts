import type { CreatorApiError, IdentityErrorCode } from '@mym/sdk';

/**
 * Every identity failure's translation key, in one place: screens read the SDK's stable codes
 * (`IdentityErrorCode`), never a vendor's exception names, and each screen picks its wording here.
 */
type IdentityFailure = Pick<CreatorApiError, 'code' | 'message'>;

const is = (error: Pick<CreatorApiError, 'code'>, ...codes: IdentityErrorCode[]) =>
  codes.some((code) => error.code === code);

/** Under the login form. The local identity answers a wrong password with `invalid_password` too. */
export function signInErrorKey(error: Pick<CreatorApiError, 'code'>): string {
  if (is(error, 'invalid_credentials', 'user_not_found', 'invalid_password'))
    return 'login_invalid_credentials_error';
  if (is(error, 'user_not_confirmed')) return 'login_user_not_confirmed_error';
  if (is(error, 'too_many_attempts')) return 'login_too_many_attempts_error';
  if (is(error, 'code_mismatch')) return 'mfa_code_mismatch_error';
  if (is(error, 'code_expired')) return 'mfa_code_expired_error';
  if (is(error, 'network_error')) return 'login_network_error';
  return 'login_generic_error';
}

/** A failed sign-up or confirmation step. */
export function signUpErrorKey(error: Pick<CreatorApiError, 'code'>): string {
  if (is(error, 'username_exists')) return 'signup_username_exists_error';
  if (is(error, 'invalid_password')) return 'signup_password_rules_error';
  if (is(error, 'code_mismatch')) return 'mfa_code_mismatch_error';
  if (is(error, 'code_expired')) return 'mfa_code_expired_error';
  if (is(error, 'too_many_attempts')) return 'login_too_many_attempts_error';
  if (is(error, 'network_error')) return 'login_network_error';
  return 'signup_generic_error';
}

/**
 * Under the email of `/password/recovery`, or null when the page should go on to the code. An unknown email
 * goes on like a known one, so the page never tells who has an account (account enumeration).
 */
export function recoveryRequestErrorKey(error: IdentityFailure): string | null {
  if (is(error, 'user_not_found')) return null;
  if (is(error, 'too_many_attempts')) return 'password_recovery_too_many_attempts_error';
  if (is(error, 'network_error')) return 'password_recovery_network_error';
  // The identity refuses a recovery for an account without a verified email to send the code to.
  if (is(error, 'invalid_parameter', 'invalid_credentials')) return 'password_recovery_unavailable_error';
  return 'password_recovery_generic_error';
}

export type ResetErrorField = 'code' | 'password' | 'form';

/** Where a `confirmForgotPassword` failure is shown on `/password/reset`, and with which key. */
export function resetErrorOf(error: IdentityFailure): { field: ResetErrorField; key: string } {
  // An unknown email reads as a wrong code, for the same reason as in `recoveryRequestErrorKey`.
  if (is(error, 'code_mismatch', 'user_not_found'))
    return { field: 'code', key: 'password_reset_code_mismatch_error' };
  if (is(error, 'code_expired')) return { field: 'code', key: 'password_reset_code_expired_error' };
  if (is(error, 'invalid_password'))
    return { field: 'password', key: 'password_reset_password_rejected_error' };
  if (is(error, 'too_many_attempts'))
    return { field: 'form', key: 'password_recovery_too_many_attempts_error' };
  if (is(error, 'network_error')) return { field: 'form', key: 'password_recovery_network_error' };
  return { field: 'form', key: 'password_reset_generic_error' };
}

/** Spec 5's identity message for a returned state that is not the one stored before leaving. */
export const INVALID_OAUTH_STATE_MESSAGE = 'Invalid state in OAuth flow';

/** On `/oauth2/callback` when the hosted login did not end in a session (spec 4, 5). */
export function hostedSignInErrorKey(error: IdentityFailure): string {
  const message = error.message ?? '';
  // Amplify words the mismatch its own way; both mean the state check of spec 4 failed.
  if (message === INVALID_OAUTH_STATE_MESSAGE || /validating the state/i.test(message)) {
    return 'oauth_callback_invalid_state_error';
  }
  if (/cancel/i.test(message)) return 'oauth_callback_cancelled_error';
  if (is(error, 'provider_error')) return 'oauth_callback_provider_error';
  if (is(error, 'network_error')) return 'oauth_callback_network_error';
  return 'oauth_callback_generic_error';
}

/** On `/profile/security` for a failed MFA call. */
export function mfaErrorKey(error: IdentityFailure): string {
  if (is(error, 'code_mismatch')) return 'security_totp_code_mismatch_error';
  if (is(error, 'too_many_attempts')) return 'security_too_many_attempts_error';
  if (is(error, 'network_error')) return 'security_network_error';
  return 'security_generic_error';
}
