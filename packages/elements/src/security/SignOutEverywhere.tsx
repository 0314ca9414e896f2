import { Button } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../common/identity/use-sign-out';

/**
 * Signs out on every device: the API refuses every token issued so far and the identity revokes the refresh
 * tokens (`signOut({ global: true })`), then the caller leaves for `/login?logout=true` (spec 2).
 */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { busy, failed, signOut } = useSignOut({ global: true, onSignedOut });

  return (
    <section className="mym-security-settings__section" aria-labelledby="mym-sign-out-everywhere-title">
      <h2 id="mym-sign-out-everywhere-title" className="mym-security-settings__heading">
        {t('security_sign_out_everywhere_title')}
      </h2>
      <p className="mym-security-settings__text">{t('security_sign_out_everywhere_description')}</p>
      <Button variant="destructive" loading={busy} onClick={() => void signOut()}>
        {t('security_sign_out_everywhere')}
      </Button>
      {failed && (
        <div role="alert" className="mym-security-settings__alert">
          <strong>{t('technical_error_title')}</strong>
          <p>{t('security_sign_out_everywhere_error')}</p>
        </div>
      )}
    </section>
  );
}
