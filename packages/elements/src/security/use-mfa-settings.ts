import type { IdentityAccount } from '@mym/sdk';
import { useQuery } from '@tanstack/react-query';
import { useIdentityClient } from '../creator-client';

export type MfaType = 'SMS' | 'TOTP' | 'NONE';

export type MfaSettingsData = IdentityAccount;

export const MFA_SETTINGS_QUERY_KEY = ['security', 'mfa-settings'] as const;

/**
 * The creator's MFA preference (spec 4) and the account facts the choices depend on, in one identity call: the
 * screen shows them without downloading the identity's wrapper, which loads when a choice is saved.
 */
export function useMfaSettings() {
  const client = useIdentityClient();
  return useQuery({
    queryKey: MFA_SETTINGS_QUERY_KEY,
    queryFn: (): Promise<MfaSettingsData> => client.auth.mfa.settings(),
  });
}
