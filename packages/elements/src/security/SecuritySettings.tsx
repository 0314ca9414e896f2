import { useTranslation } from 'react-i18next';
import { MfaSettings } from './MfaSettings';
import { SignOutEverywhere } from './SignOutEverywhere';

export interface SecuritySettingsProps {
  /** Called after signing out everywhere: go to `/login?logout=true`. */
  onSignedOut: () => void;
  /** Where the back link leads (the profile). */
  backHref?: string;
}

/** `/profile/security`: the MFA preference (spec 4) and signing out on every device. */
export function SecuritySettings({ onSignedOut, backHref }: SecuritySettingsProps) {
  const { t } = useTranslation();
  return (
    <div className="mym-security-settings">
      {backHref && (
        <a className="mym-link mym-security-form__link" href={backHref}>
          {t('security_back_to_profile')}
        </a>
      )}
      <h1 className="mym-security-settings__title">{t('security_title')}</h1>
      <section className="mym-security-settings__section" aria-labelledby="mym-mfa-title">
        <h2 id="mym-mfa-title" className="mym-security-settings__heading">
          {t('security_mfa_title')}
        </h2>
        <p className="mym-security-settings__text">{t('security_mfa_description')}</p>
        <MfaSettings />
      </section>
      <SignOutEverywhere onSignedOut={onSignedOut} />
    </div>
  );
}
