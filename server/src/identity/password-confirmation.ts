import { callIdentity } from './identity-call';

/**
 * Whether a password is the creator's own, asked of the identity itself (the API never holds passwords): 'ok',
 * 'wrong', or 'unavailable' when the identity could not answer.
 */
export type PasswordConfirmer = (
  username: string,
  password: string,
) => Promise<'ok' | 'wrong' | 'unavailable'>;

/**
 * A sign-in attempt with the username and password (`USER_PASSWORD_AUTH`, the flow the product signs in with,
 * spec 7) through the site's app client. Any answer but a refusal means the password is right, a challenge (MFA)
 * included: the creator is already signed in, only the password is being confirmed. The tokens it may return are
 * dropped unused.
 */
export function createPasswordConfirmer(endpoint: string, clientId: string): PasswordConfirmer {
  return async (username, password) => {
    if (password.length === 0) return 'wrong';
    const response = await callIdentity(endpoint, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    });
    if (!response) return 'unavailable';
    if (response.ok) return 'ok';
    const body = (await response.json().catch(() => ({}))) as { __type?: string };
    const type = body.__type ?? '';
    // The local identity answers a wrong password with InvalidPasswordException where Cognito says NotAuthorized.
    if (/NotAuthorized|InvalidPassword|UserNotFound|PasswordResetRequired|InvalidParameter/.test(type)) {
      return 'wrong';
    }
    return 'unavailable';
  };
}
