import type { CreatorApiError } from '@mym/sdk';

/** What the screens read from an SDK failure: the identity's exception name (`code`) and the catalogue text. */
type IdentityFailure = Pick<CreatorApiError, 'code' | 'message'>;

const TOO_MANY = new Set([
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
]);
const NETWORK = new Set(['NetworkError', 'network_error']);

/**
 * The key shown under the email of `/password/recovery`, or null when the page should go on to the code.
 * An unknown email goes on like a known one, so the page never tells who has an account (account enumeration).
 */
export function recoveryRequestErrorKey(error: IdentityFailure): string | null {
  if (error.code === 'UserNotFoundException') return null;
  if (error.code && TOO_MANY.has(error.code)) return 'password_recovery_too_many_attempts_error';
  if (error.code && NETWORK.has(error.code)) return 'password_recovery_network_error';
  // The identity refuses a recovery for an account without a verified email to send the code to.
  if (error.code === 'InvalidParameterException' || error.code === 'NotAuthorizedException') {
    return 'password_recovery_unavailable_error';
  }
  return 'password_recovery_generic_error';
}

export type ResetErrorField = 'code' | 'password' | 'form';

/** Where a `confirmForgotPassword` failure is shown on `/password/reset`, and with which key. */
export function resetErrorOf(error: IdentityFailure): { field: ResetErrorField; key: string } {
  switch (error.code) {
    case 'CodeMismatchException':
    // An unknown email reads as a wrong code, for the same reason as in `recoveryRequestErrorKey`.
    case 'UserNotFoundException':
      return { field: 'code', key: 'password_reset_code_mismatch_error' };
    case 'ExpiredCodeException':
      return { field: 'code', key: 'password_reset_code_expired_error' };
    case 'InvalidPasswordException':
      return { field: 'password', key: 'password_reset_password_rejected_error' };
    default:
      if (error.code && TOO_MANY.has(error.code))
        return { field: 'form', key: 'password_recovery_too_many_attempts_error' };
      if (error.code && NETWORK.has(error.code))
        return { field: 'form', key: 'password_recovery_network_error' };
      return { field: 'form', key: 'password_reset_generic_error' };
  }
}

/** Spec 5's identity message for a returned state that is not the one stored before leaving. */
export const INVALID_OAUTH_STATE_MESSAGE = 'Invalid state in OAuth flow';

/** The key shown on `/oauth2/callback` when the hosted login did not end in a session (spec 4, 5). */
export function hostedSignInErrorKey(error: IdentityFailure): string {
  const message = error.message ?? '';
  // Amplify words the mismatch its own way; both mean the state check of spec 4 failed.
  if (message === INVALID_OAUTH_STATE_MESSAGE || /validating the state/i.test(message)) {
    return 'oauth_callback_invalid_state_error';
  }
  if (/cancel/i.test(message)) return 'oauth_callback_cancelled_error';
  if (error.code === 'OAuthError') return 'oauth_callback_provider_error';
  if (error.code && NETWORK.has(error.code)) return 'oauth_callback_network_error';
  return 'oauth_callback_generic_error';
}

/** The key shown on `/profile/security` for a failed MFA call. */
export function mfaErrorKey(error: IdentityFailure): string {
  if (error.code === 'CodeMismatchException' || error.code === 'EnableSoftwareTokenMFAException') {
    return 'security_totp_code_mismatch_error';
  }
  if (error.code && TOO_MANY.has(error.code)) return 'security_too_many_attempts_error';
  if (error.code && NETWORK.has(error.code)) return 'security_network_error';
  return 'security_generic_error';
}
