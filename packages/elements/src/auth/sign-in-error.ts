import type { CreatorApiError } from '@mym/sdk';

/** The translation key shown under the login form for an identity failure. */
export function signInErrorKey(error: Pick<CreatorApiError, 'code'>): string {
  switch (error.code) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
    // The local identity answers a wrong sign-in password with this instead of NotAuthorizedException.
    case 'InvalidPasswordException':
      return 'login_invalid_credentials_error';
    case 'UserNotConfirmedException':
      return 'login_user_not_confirmed_error';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'login_too_many_attempts_error';
    case 'CodeMismatchException':
      return 'mfa_code_mismatch_error';
    case 'ExpiredCodeException':
      return 'mfa_code_expired_error';
    case 'NetworkError':
    case 'network_error':
      return 'login_network_error';
    default:
      return 'login_generic_error';
  }
}
