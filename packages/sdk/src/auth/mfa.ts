import { CreatorApiError, GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import type { AmplifyLoader } from './amplify-loader';
import type { AuthConfig } from './auth-config';
import { type IdentityAccount, readIdentityAccount } from './identity-account';
import { callIdentity } from './identity-error';
import { TOTP_ISSUER } from './sign-in-result';

/** Preferred MFA types of spec 4. */
export const MFA_TYPES = ['SMS', 'TOTP', 'NONE'] as const;
export type MfaType = (typeof MFA_TYPES)[number];

/** The authenticator entry's name (spec 4: the TOTP device is named 'My TOTP device'). */
export const TOTP_DEVICE_NAME = 'My TOTP device';

export interface MfaAuth {
  /** The creator's preferred MFA type and the ones enabled. */
  preference(): Promise<{ preferred: MfaType; enabled: MfaType[] }>;
  /** The preference with what the choices depend on (the account's email and phone number), in one call. */
  settings(): Promise<IdentityAccount>;
  /**
   * Sets the preferred type. `NONE` disables whichever is active and changes nothing if already none (spec 4).
   */
  setPreference(type: MfaType): Promise<void>;
  /** Starts TOTP setup: the secret and the `otpauth://` URI for the QR code. */
  setUpTotp(accountName: string): Promise<{ secret: string; uri: string }>;
  /** Confirms the authenticator with a code it shows; the device is named 'My TOTP device'. */
  verifyTotp(code: string): Promise<void>;
}

/** How the preference is read: the pool, the access token to show it, and the fetch to send it with. */
export interface AccountReading {
  config: AuthConfig;
  accessToken: () => Promise<string | undefined>;
  fetch: typeof fetch;
}

/** Reading the preference is one identity call, without Amplify; changing it loads the whole wrapper. */
export function createMfaAuth(amplify: AmplifyLoader, reading: AccountReading): MfaAuth {
  const readAccount = async () =>
    readIdentityAccount(reading.config, await reading.accessToken(), reading.fetch);
  const preference = async () => {
    const { preferred, enabled } = await readAccount();
    return { preferred, enabled };
  };
  return {
    preference,
    settings: readAccount,
    async setPreference(type) {
      if (!(MFA_TYPES as readonly string[]).includes(type)) {
        throw new CreatorApiError('Invalid MFA type', { code: 'invalid_parameter' });
      }
      const identity = await amplify();
      if (type === 'NONE') {
        const { enabled } = await preference();
        if (enabled.length === 0) return;
        await callIdentity(() =>
          identity.updateMFAPreference({
            ...(enabled.includes('SMS') ? { sms: 'DISABLED' as const } : {}),
            ...(enabled.includes('TOTP') ? { totp: 'DISABLED' as const } : {}),
          }),
        );
        return;
      }
      await callIdentity(() =>
        identity.updateMFAPreference(type === 'SMS' ? { sms: 'PREFERRED' } : { totp: 'PREFERRED' }),
      );
    },
    async setUpTotp(accountName) {
      const identity = await amplify();
      const details = await callIdentity(() => identity.setUpTOTP());
      return { secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, accountName).toString() };
    },
    async verifyTotp(code) {
      requireArgument(code, GUARD_MESSAGES.code);
      const identity = await amplify();
      await callIdentity(() =>
        identity.verifyTOTPSetup({ code, options: { friendlyDeviceName: TOTP_DEVICE_NAME } }),
      );
    },
  };
}
