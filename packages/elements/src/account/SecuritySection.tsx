import { Button } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { useSignOut } from '../common/identity/use-sign-out';
import { SessionList } from './SessionList';

/**
 * Two-factor authentication lives on the security screen (linked from here); the devices signed in, each of
 * which can be signed out on its own; this device's session ends here, or every session at once: the API then refuses every token issued before, and the identity revokes every
 * refresh token, so no other device can stay signed in.
 */
export function SecuritySection({ onSignedOut, timeZone }: { onSignedOut: () => void; timeZone: string }) {
  const { t } = useTranslation();
  const links = useAppLinks();
  const here = useSignOut({ global: false, onSignedOut });
  const everywhere = useSignOut({ global: true, onSignedOut });
  return (
    <section className="mym-account__section" aria-labelledby="mym-account-security-title">
      <h2 id="mym-account-security-title" className="mym-account__heading">
        {t('account_security_title')}
      </h2>
      {links.profileSecurity && (
        <p className="mym-account__text">
          <a className="mym-link" href={links.profileSecurity}>
            {t('account_mfa_link')}
          </a>
        </p>
      )}
      <h3 className="mym-account__subheading">{t('account_sessions_title')}</h3>
      <p className="mym-account__text">{t('account_sessions_description')}</p>
      <SessionList timeZone={timeZone} />
      <div className="mym-account__actions">
        <Button variant="secondary" loading={here.busy} onClick={() => void here.signOut()}>
          {t('account_sign_out_here')}
        </Button>
        <Button variant="destructive" loading={everywhere.busy} onClick={() => void everywhere.signOut()}>
          {t('account_sign_out_everywhere')}
        </Button>
      </div>
      {(here.failed || everywhere.failed) && (
        <p role="alert" className="mym-form-error">
          {t('account_sign_out_error')}
        </p>
      )}
    </section>
  );
}
