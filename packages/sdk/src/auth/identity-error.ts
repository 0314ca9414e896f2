import { CreatorApiError, IDENTITY_MESSAGES } from '../errors';

/**
 * Stable codes of identity failures: what a screen or script reads in `CreatorApiError.code`,
 * whatever the identity vendor calls the exception. The vendor's own error stays in `cause`.
 */
export type IdentityErrorCode =
  | 'invalid_credentials'
  | 'user_not_found'
  | 'user_not_confirmed'
  | 'invalid_password'
  | 'too_many_attempts'
  | 'code_mismatch'
  | 'code_expired'
  | 'username_exists'
  | 'invalid_parameter'
  | 'network_error'
  /** The hosted login's provider refused (the OAuth `error` of the return). */
  | 'provider_error'
  | 'identity_error';

/** Cognito's exception names (what Amplify throws) and the code each becomes; the only place that knows them. */
const VENDOR_CODES: Readonly<Record<string, IdentityErrorCode>> = {
  NotAuthorizedException: 'invalid_credentials',
  UserNotFoundException: 'user_not_found',
  UserNotConfirmedException: 'user_not_confirmed',
  InvalidPasswordException: 'invalid_password',
  LimitExceededException: 'too_many_attempts',
  TooManyRequestsException: 'too_many_attempts',
  TooManyFailedAttemptsException: 'too_many_attempts',
  CodeMismatchException: 'code_mismatch',
  EnableSoftwareTokenMFAException: 'code_mismatch',
  ExpiredCodeException: 'code_expired',
  UsernameExistsException: 'username_exists',
  AliasExistsException: 'username_exists',
  InvalidParameterException: 'invalid_parameter',
  NetworkError: 'network_error',
};

/** The stable code of a vendor exception name; `identity_error` for one this SDK does not know. */
export function identityErrorCode(vendorName: string | undefined): IdentityErrorCode {
  return (vendorName && VENDOR_CODES[vendorName]) || 'identity_error';
}

/** Wraps an identity failure: the identity's own message (or spec 8's default) and its stable code. */
export function identityError(error: unknown): CreatorApiError {
  if (error instanceof CreatorApiError) return error;
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return new CreatorApiError(message || IDENTITY_MESSAGES.authenticationError, {
    code: identityErrorCode(name),
    cause: error,
  });
}

/** Runs an identity call and rethrows its failure as a `CreatorApiError`. */
export async function callIdentity<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw identityError(error);
  }
}
