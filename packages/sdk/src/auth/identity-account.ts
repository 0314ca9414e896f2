import { IDENTITY_MESSAGES } from '../errors';
import type { AuthConfig } from './auth-config';
import { callIdentity } from './identity-error';
import type { MfaType } from './mfa';

/** What the security screen reads of the signed-in account: its MFA preference and what the choices depend on. */
export interface IdentityAccount {
  preferred: MfaType;
  enabled: MfaType[];
  /** The account's attributes the choices depend on (the authenticator's name, whether SMS can be offered). */
  account: { email?: string; phoneNumber?: string };
}

/** The user pool's names of the MFA types (Cognito's `GetUser` answer). */
const POOL_MFA_TYPES: Readonly<Record<string, MfaType>> = { SMS_MFA: 'SMS', SOFTWARE_TOKEN_MFA: 'TOTP' };

interface GetUserAnswer {
  PreferredMfaSetting?: string;
  UserMFASettingList?: string[];
  UserAttributes?: { Name: string; Value?: string }[];
}

/** Where the pool's API answers: the configured endpoint (the local identity) or AWS's regional one. */
export function userPoolEndpoint(config: AuthConfig): string {
  if (config.userPoolEndpoint) return config.userPoolEndpoint;
  return `https://cognito-idp.${config.userPoolId.split('_')[0]}.amazonaws.com/`;
}

/**
 * Reads the account with the identity's own `GetUser` call and the session's access token: one request, the way
 * Amplify's `fetchMFAPreference` reads it, so a screen that only shows the preference never downloads Amplify.
 */
export async function readIdentityAccount(
  config: AuthConfig,
  accessToken: string | undefined,
  send: typeof fetch = fetch,
): Promise<IdentityAccount> {
  return callIdentity(async () => {
    if (!accessToken) {
      throw Object.assign(new Error(IDENTITY_MESSAGES.userNotAuthenticated), {
        name: 'UserUnAuthenticatedException',
      });
    }
    let response: Response;
    try {
      response = await send(userPoolEndpoint(config), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.GetUser',
          'Cache-Control': 'no-store',
        },
        body: JSON.stringify({ AccessToken: accessToken }),
      });
    } catch {
      throw Object.assign(new Error(IDENTITY_MESSAGES.networkError), { name: 'NetworkError' });
    }
    const answer = (await response.json().catch(() => ({}))) as GetUserAnswer & {
      __type?: string;
      message?: string;
    };
    if (!response.ok) {
      // The pool names its exception `__type`, sometimes behind a namespace (`aws#NotAuthorizedException`).
      throw Object.assign(new Error(answer.message ?? IDENTITY_MESSAGES.authenticationError), {
        name: answer.__type?.split('#').pop() ?? 'UnknownError',
      });
    }
    return toIdentityAccount(answer);
  });
}

function toIdentityAccount(answer: GetUserAnswer): IdentityAccount {
  const poolType = (name: string | undefined) => (name ? POOL_MFA_TYPES[name] : undefined);
  const enabled = (answer.UserMFASettingList ?? []).flatMap((name) => poolType(name) ?? []);
  const attribute = (name: string) => answer.UserAttributes?.find((entry) => entry.Name === name)?.Value;
  const email = attribute('email');
  const phoneNumber = attribute('phone_number');
  return {
    preferred: poolType(answer.PreferredMfaSetting) ?? 'NONE',
    enabled,
    account: { ...(email ? { email } : {}), ...(phoneNumber ? { phoneNumber } : {}) },
  };
}
