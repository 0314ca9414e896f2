import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentityClient } from '../creator-client';
import { captureReferral } from './referral-capture';

export interface SignUpChoiceProps {
  emailHref: string;
  loginHref: string;
  /** The social providers' buttons (hosted login), placed under the email choice. */
  federated?: ReactNode;
}

/** `/signup` and `/signup-choice` (spec 2): sign up with an email address or a social account. */
export function SignUpChoice({ emailHref, loginHref, federated }: SignUpChoiceProps) {
  const { t } = useTranslation();
  const client = useIdentityClient();
  useEffect(() => captureReferral(window.location.search, client.auth), [client]);
  return (
    <section className="mym-login" aria-labelledby="mym-signup-choice-title">
      <h1 id="mym-signup-choice-title" className="mym-login__title">
        {t('signup_choice_title')}
      </h1>
      <p className="mym-login__subtitle">{t('signup_choice_subtitle')}</p>
      <a className="mym-button mym-button--primary mym-button--large" href={emailHref}>
        {t('signup_with_email')}
      </a>
      {federated && (
        <fieldset className="mym-signup__federated">
          <legend>{t('signup_with_social')}</legend>
          {federated}
        </fieldset>
      )}
      <p className="mym-login__alternative">
        {t('signup_have_account')} <a href={loginHref}>{t('login_submit')}</a>
      </p>
    </section>
  );
}
