import { Button, Loader } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../auth/SignOutButton';
import { useCreator } from './use-creator';

export interface ProfileViewProps {
  /** Called after sign-out; the site goes to `/login?logout=true` (spec 2 redirect rules). */
  onSignedOut?: () => void;
}

/** The creator's profile as `GET /creators/me` returns it, with a retry screen when the load fails (spec 2). */
export function ProfileView({ onSignedOut }: ProfileViewProps) {
  const { t } = useTranslation();
  const creator = useCreator();

  if (creator.isPending) {
    return (
      <div className="mym-profile mym-profile--loading" aria-busy="true">
        <Loader label={t('profile_loading')} />
      </div>
    );
  }
  if (creator.isError) {
    return (
      <div className="mym-profile mym-profile--error" role="alert">
        <h1 className="mym-profile__title">{t('profile_load_error_title')}</h1>
        <Button variant="secondary" onClick={() => void creator.refetch()}>
          {t('profile_retry')}
        </Button>
      </div>
    );
  }

  const me = creator.data;
  const termsAccepted = me.privacyPolicyAccepted && me.termsOfServiceAccepted && me.termsOfUseAccepted;
  return (
    <section className="mym-profile" aria-labelledby="mym-profile-name">
      <p className="mym-profile__eyebrow">{t('profile_title')}</p>
      <h1 id="mym-profile-name" className="mym-profile__title">
        {me.displayName ?? t('profile_display_name_missing')}
      </h1>
      <dl className="mym-profile__facts">
        <div>
          <dt>{t('profile_email')}</dt>
          <dd data-testid="profile-email">{me.email ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('profile_certification')}</dt>
          <dd>{me.certificationStatus}</dd>
        </div>
        <div>
          <dt>{t('profile_terms')}</dt>
          <dd>{t(termsAccepted ? 'profile_terms_yes' : 'profile_terms_no')}</dd>
        </div>
      </dl>
      <SignOutButton onSignedOut={onSignedOut} />
    </section>
  );
}
