import { callIdentity } from './identity-call';

export interface IdentityProfile {
  email: string | null;
  name: string | null;
  /** What the creator accepted at sign-up (spec 3 sign-up client metadata), as the pool keeps it. */
  acceptances: { privacyPolicy: boolean; termsOfService: boolean; termsOfUse: boolean };
}

export type IdentityProfileReader = (accessToken: string) => Promise<IdentityProfile | null>;

/**
 * Reads the signed-in user's attributes with the identity's GetUser call, authorised by the access token itself.
 * The pool's API endpoint is the issuer's origin, both for Cognito and for the local identity.
 */
export function createIdentityProfileReader(endpoint: string): IdentityProfileReader {
  return async (accessToken) => {
    const response = await callIdentity(endpoint, 'GetUser', { AccessToken: accessToken });
    if (!response?.ok) return null;
    const user = (await response.json()) as { UserAttributes?: { Name: string; Value: string }[] };
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value ?? null;
    return {
      email: attribute('email'),
      name: attribute('name'),
      acceptances: {
        privacyPolicy: attribute('custom:privacy_accepted') === 'true',
        termsOfService: attribute('custom:tos_accepted') === 'true',
        termsOfUse: attribute('custom:tou_accepted') === 'true',
      },
    };
  };
}
