import { Button, CodeEntry } from '@mym/ui';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

// The QR encoder (9 KB) loads when a creator starts the setup, not with the security page.
const TotpQrCode = lazy(() => import('../common/QrCode').then((module) => ({ default: module.QrCode })));

export interface TotpSetupProps {
  secret: string;
  uri: string;
  busy: boolean;
  /** Translation key of the last failure, shown under the code. */
  errorKey: string | null;
  /** Counts refused codes: each one gives fresh, focused boxes for the next try. */
  attempt: number;
  onCode: (code: string) => void;
  onCancel: () => void;
}

/**
 * TOTP setup (spec 4): scan the QR code, or type the secret, in an authenticator app, then confirm with the
 * 6-digit code it shows. The secret is written out too, for creators who cannot scan.
 */
export function TotpSetup({ secret, uri, busy, errorKey, attempt, onCode, onCancel }: TotpSetupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // Groups of four, as authenticator apps print them, so the secret is easier to copy by hand.
  const groupedSecret = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <section className="mym-totp" aria-labelledby={titleId}>
      <h3 id={titleId} className="mym-totp__title">
        {t('security_totp_setup_title')}
      </h3>
      <ol className="mym-totp__steps">
        <li>{t('security_totp_setup_scan')}</li>
        <li>{t('security_totp_setup_enter_code')}</li>
      </ol>
      <Suspense fallback={<div className="mym-totp__qr mym-totp__qr--pending" aria-hidden="true" />}>
        <TotpQrCode className="mym-totp__qr" value={uri} label={t('security_totp_qr_alt')} />
      </Suspense>
      <p className="mym-totp__secret-line">
        {t('security_totp_secret_label')}{' '}
        <code className="mym-totp__secret" data-testid="totp-secret" data-secret={secret}>
          {groupedSecret}
        </code>
      </p>
      <CodeEntry
        key={attempt}
        label={t('security_totp_code_label')}
        digitLabel={(position, length) => t('password_recovery_code_digit', { position, length })}
        autoFocus
        onComplete={onCode}
        disabled={busy}
        error={errorKey ? t(errorKey) : undefined}
      />
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t('security_totp_cancel')}
      </Button>
    </section>
  );
}
