import { useQuery } from '@tanstack/react-query';
import { useIdentityClient } from '../creator-client';
import { type AccountClaims, accountClaims } from './account-claims';

export type MfaType = 'SMS' | 'TOTP' | 'NONE';

export interface MfaSettingsData {
  preferred: MfaType;
  enabled: MfaType[];
  account: AccountClaims;
}

export const MFA_SETTINGS_QUERY_KEY = ['security', 'mfa-settings'] as const;

/** The creator's MFA preference (spec 4) and the account facts the choices depend on. */
export function useMfaSettings() {
  const client = useIdentityClient();
  return useQuery({
    queryKey: MFA_SETTINGS_QUERY_KEY,
    queryFn: async (): Promise<MfaSettingsData> => {
      const [preference, session] = await Promise.all([client.auth.mfa.preference(), client.auth.session()]);
      return { ...preference, account: accountClaims(session?.idToken) };
    },
  });
}
