import type { SignInResult } from '@mym/sdk';
import { CodeEntry } from '@mym/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The QR code library is only needed by the few creators who set an authenticator up while signing in.
const TotpQrCode = lazy(() => import('../common/QrCode').then((module) => ({ default: module.QrCode })));

export interface TotpSetupStepProps {
  challenge: SignInResult;
  busy: boolean;
  error: string | undefined;
  onCode: (code: string) => void;
}

/**
 * MFA setup during sign-in (spec 4): the creator adds the account to an authenticator app, from the
 * `otpauth://` link on a phone or by typing the secret, then confirms with the app's first code.
 */
export function TotpSetupStep({ challenge, busy, error, onCode }: TotpSetupStepProps) {
  const { t } = useTranslation();
  return (
    <section className="mym-challenge" aria-labelledby="mym-totp-setup-title">
      <h2 id="mym-totp-setup-title">{t('totp_setup_title')}</h2>
      <p>{t('totp_setup_description')}</p>
      {challenge.totpSetupUri && (
        <>
          <Suspense fallback={null}>
            <TotpQrCode
              className="mym-totp__qr"
              value={challenge.totpSetupUri}
              label={t('totp_setup_qr_label')}
            />
          </Suspense>
          <a className="mym-challenge__link" href={challenge.totpSetupUri}>
            {t('totp_setup_open_app')}
          </a>
        </>
      )}
      {challenge.totpSecret && (
        <p>
          {t('totp_setup_secret')} <code className="mym-challenge__secret">{challenge.totpSecret}</code>
        </p>
      )}
      <CodeEntry label={t('mfa_code_label')} onComplete={onCode} error={error} disabled={busy} />
    </section>
  );
}
