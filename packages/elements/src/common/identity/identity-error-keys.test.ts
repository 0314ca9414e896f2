import { identityErrorCode } from '@mym/sdk';
import { describe, expect, it } from 'vitest';
import {
  hostedSignInErrorKey,
  mfaErrorKey,
  recoveryRequestErrorKey,
  resetErrorOf,
} from './identity-error-keys';

// The identity's exception, as the SDK hands it over: its stable code.
const failure = (vendorName: string | undefined, message = 'Authentication Error') => ({
  code: vendorName === 'provider_error' ? vendorName : identityErrorCode(vendorName),
  message,
});

describe('recovery request errors (spec 5: forgot password requires username)', () => {
  it('an unknown email goes on like a known one, so accounts cannot be enumerated', () => {
    expect(recoveryRequestErrorKey(failure('UserNotFoundException'))).toBeNull();
  });
  it.each([
    ['LimitExceededException', 'password_recovery_too_many_attempts_error'],
    ['NetworkError', 'password_recovery_network_error'],
    ['InvalidParameterException', 'password_recovery_unavailable_error'],
    [undefined, 'password_recovery_generic_error'],
  ])('%s -> %s', (code, key) => {
    expect(recoveryRequestErrorKey(failure(code))).toBe(key);
  });
});

describe('reset errors (spec 5: submit requires username, code and new password)', () => {
  it.each([
    ['CodeMismatchException', 'code', 'password_reset_code_mismatch_error'],
    ['ExpiredCodeException', 'code', 'password_reset_code_expired_error'],
    ['UserNotFoundException', 'code', 'password_reset_code_mismatch_error'],
    ['InvalidPasswordException', 'password', 'password_reset_password_rejected_error'],
    ['TooManyRequestsException', 'form', 'password_recovery_too_many_attempts_error'],
    ['SomethingElse', 'form', 'password_reset_generic_error'],
  ])('%s is shown under the %s', (code, field, key) => {
    expect(resetErrorOf(failure(code))).toEqual({ field, key });
  });
});

describe('hosted login errors (spec 4: a state mismatch is an error)', () => {
  it("'Invalid state in OAuth flow' -> oauth_callback_invalid_state_error", () => {
    expect(hostedSignInErrorKey(failure('OAuthSignInException', 'Invalid state in OAuth flow'))).toBe(
      'oauth_callback_invalid_state_error',
    );
  });
  it("the identity library's own wording of a state mismatch -> the same key", () => {
    expect(
      hostedSignInErrorKey(failure('oauthSignInError', 'An error occurred while validating the state.')),
    ).toBe('oauth_callback_invalid_state_error');
  });
  it('a provider error -> oauth_callback_provider_error', () => {
    expect(hostedSignInErrorKey(failure('provider_error', 'access_denied'))).toBe(
      'oauth_callback_provider_error',
    );
  });
  it('a cancelled flow -> oauth_callback_cancelled_error', () => {
    expect(hostedSignInErrorKey(failure('OAuthSignInException', 'User cancelled OAuth flow.'))).toBe(
      'oauth_callback_cancelled_error',
    );
  });
  it('anything else -> oauth_callback_generic_error', () => {
    expect(hostedSignInErrorKey(failure(undefined))).toBe('oauth_callback_generic_error');
  });
});

describe('MFA errors (spec 4)', () => {
  it.each([
    ['CodeMismatchException', 'security_totp_code_mismatch_error'],
    ['EnableSoftwareTokenMFAException', 'security_totp_code_mismatch_error'],
    ['LimitExceededException', 'security_too_many_attempts_error'],
    ['NetworkError', 'security_network_error'],
    ['InvalidParameterException', 'security_generic_error'],
  ])('%s -> %s', (code, key) => {
    expect(mfaErrorKey(failure(code))).toBe(key);
  });
});
