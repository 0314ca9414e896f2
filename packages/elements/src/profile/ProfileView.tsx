import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { CreatorGate, useGatedCreator } from '../common/creator/CreatorGate';
import { SignOutButton } from '../common/identity/SignOutButton';
import { Avatar } from './Avatar';
import { CreatorGlance } from './CreatorGlance';
import { useProfilePicture } from './use-profile-picture';

export interface ProfileViewProps {
  /** Called after sign-out; the site goes to `/login?logout=true` (spec 2 redirect rules). */
  onSignedOut?: () => void;
  /** Whether to show the link to `/profile/edit` (a partner page embedding the element may not have one). */
  editable?: boolean;
}

/** The profile of the creator in the nearest CreatorGate: picture, name, bio, email, certification (spec 2). */
export function CreatorProfile({ onSignedOut, editable = true }: ProfileViewProps) {
  const links = useAppLinks();
  const { t } = useTranslation();
  const me = useGatedCreator();
  const picture = useProfilePicture();
  const name = me.displayName ?? t('profile_display_name_missing');
  const termsAccepted = me.privacyPolicyAccepted && me.termsOfServiceAccepted && me.termsOfUseAccepted;
  return (
    <section className="mym-profile" part="profile" aria-labelledby="mym-profile-name">
      <div className="mym-profile__identity">
        <Avatar url={picture.data?.url ?? me.avatarUrl} name={name} />
        <div>
          <p className="mym-profile__eyebrow">{t('profile_title')}</p>
          <h1 id="mym-profile-name" className="mym-profile__title">
            {name}
          </h1>
        </div>
      </div>
      <CreatorGlance timeZone={me.timeZone} />
      <p className="mym-profile__bio" data-testid="profile-bio">
        {me.bio || t('profile_bio_missing')}
      </p>
      <dl className="mym-profile__facts">
        <div>
          <dt>{t('profile_email')}</dt>
          <dd data-testid="profile-email">{me.email ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('profile_certification')}</dt>
          <dd>
            {t(`profile_certification_${me.certificationStatus}`, { defaultValue: me.certificationStatus })}
          </dd>
        </div>
        <div>
          <dt>{t('profile_terms')}</dt>
          <dd>{t(termsAccepted ? 'profile_terms_yes' : 'profile_terms_no')}</dd>
        </div>
      </dl>
      <div className="mym-profile__actions">
        {editable && links.profileEdit && (
          <a className="mym-button mym-button--primary mym-button--medium" href={links.profileEdit}>
            {t('profile_edit_link')}
          </a>
        )}
        {editable && links.profileSecurity && (
          <a className="mym-button mym-button--secondary mym-button--medium" href={links.profileSecurity}>
            {t('profile_security_link')}
          </a>
        )}
        {links.posts && (
          <a className="mym-button mym-button--secondary mym-button--medium" href={links.posts}>
            {t('post_list_link')}
          </a>
        )}
        <SignOutButton onSignedOut={onSignedOut} />
      </div>
    </section>
  );
}

/**
 * The profile screen on its own (`GET /creators/me`), with the page error and retry of a failed load (spec 2).
 * Embedded as an element it does not leave the partner's page for the terms screen.
 */
export function ProfileView(props: ProfileViewProps & { requireTerms?: boolean }) {
  const { requireTerms = true, ...profile } = props;
  return (
    <CreatorGate requireTerms={requireTerms}>
      <CreatorProfile {...profile} />
    </CreatorGate>
  );
}
