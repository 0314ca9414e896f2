import { callIdentity } from './identity-call';

/** Revokes every refresh token of the user an access token belongs to; resolves false when the identity refused or was unreachable. */
export type RefreshTokenRevoker = (accessToken: string) => Promise<boolean>;

/**
 * The identity's GlobalSignOut, authorised by the creator's own access token (like GetUser): every refresh token
 * of the user is revoked, so no device can mint new access tokens. The pool's API endpoint is the issuer's
 * origin, both for Cognito and for the local identity.
 */
export function createRefreshTokenRevoker(endpoint: string): RefreshTokenRevoker {
  return async (accessToken) => {
    const response = await callIdentity(endpoint, 'GlobalSignOut', { AccessToken: accessToken });
    return response?.ok === true;
  };
}
