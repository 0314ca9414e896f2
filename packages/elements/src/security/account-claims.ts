/** What the security page needs to know about the account, as the identity's ID token states it. */
export interface AccountClaims {
  email?: string;
  /** Present when the account has a phone number, which SMS codes need (spec 4). */
  phoneNumber?: string;
}

/**
 * Reads the ID token's claims without checking its signature: they only shape the page (the account name in the
 * authenticator, whether SMS can be offered); the identity checks everything again when a choice is saved.
 */
export function accountClaims(idToken: string | undefined): AccountClaims {
  const payload = idToken?.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const claimsOut: AccountClaims = {};
    if (typeof claims.email === 'string') claimsOut.email = claims.email;
    if (typeof claims.phone_number === 'string' && claims.phone_number !== '') {
      claimsOut.phoneNumber = claims.phone_number;
    }
    return claimsOut;
  } catch {
    return {};
  }
}
