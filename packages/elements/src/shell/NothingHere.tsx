import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { SignOutButton } from '../common/identity/SignOutButton';

export interface NothingHereProps {
  /** Called after sign-out; the site goes to `/login?logout=true` (spec 2 redirect rules). */
  onSignedOut?: () => void;
}

/** The app root and any unknown route (spec 2, spec 8): nothing to show, a way to the profile or out. */
export function NothingHere({ onSignedOut }: NothingHereProps) {
  const links = useAppLinks();
  const { t } = useTranslation();
  return (
    <section className="mym-empty-state" aria-labelledby="mym-nothing-here-title">
      <h1 id="mym-nothing-here-title" className="mym-empty-state__title">
        {t('nothing_here_title')}
      </h1>
      <p className="mym-empty-state__description">{t('nothing_here_description')}</p>
      <div className="mym-empty-state__actions">
        <a className="mym-button mym-button--primary mym-button--medium" href={links.profile}>
          {t('nothing_here_profile')}
        </a>
        <SignOutButton onSignedOut={onSignedOut} />
      </div>
    </section>
  );
}
