import type { CreatorApiError } from '@mym/sdk';

/** The translation key for a failed sign-up or confirmation step. */
export function signUpErrorKey(error: Pick<CreatorApiError, 'code'>): string {
  switch (error.code) {
    case 'UsernameExistsException':
      return 'signup_username_exists_error';
    case 'InvalidPasswordException':
      return 'signup_password_rules_error';
    case 'CodeMismatchException':
      return 'mfa_code_mismatch_error';
    case 'ExpiredCodeException':
      return 'mfa_code_expired_error';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'login_too_many_attempts_error';
    case 'NetworkError':
    case 'network_error':
      return 'login_network_error';
    default:
      return 'signup_generic_error';
  }
}
