import type { CreatorApiError } from '@mym/sdk';
import { Loader, MessageText } from '@mym/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostedSignInErrorKey } from '../common/identity/identity-error-keys';
import { useIdentityClient } from '../creator-client';

export interface OAuthCallbackProps {
  /** Called once the hosted login's code is exchanged and the session is stored: go to the profile. */
  onSignedIn: () => void;
  /** Where "back to log in" leads after a failure. */
  loginHref: string;
  /**
   * How long to wait for the exchange. The identity library stays silent when this page is opened without a
   * sign-in in flight (a reload, a bookmark), so silence past this delay is reported as a failure.
   */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/** `/oauth2/callback` (spec 2, 4): finishes the hosted login, or says why it could not with a way back. */
export function OAuthCallback({ onSignedIn, loginHref, timeoutMs = DEFAULT_TIMEOUT_MS }: OAuthCallbackProps) {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const [errorKey, setErrorKey] = useState<string | null>(null);

  useEffect(() => {
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
    };
    const timer = setTimeout(() => settle(() => setErrorKey('oauth_callback_generic_error')), timeoutMs);
    client.auth.completeHostedSignIn().then(
      // The SDK posted a referral kept from the sign-up visit, as after any other sign-in (spec 3, 7).
      () => settle(onSignedIn),
      (error: CreatorApiError) => settle(() => setErrorKey(hostedSignInErrorKey(error))),
    );
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [client, onSignedIn, timeoutMs]);

  if (!errorKey) {
    return (
      <section
        className="mym-security-form mym-oauth-callback"
        aria-busy="true"
        aria-labelledby="mym-oauth-title"
      >
        <h1 id="mym-oauth-title" className="mym-security-form__title">
          {t('oauth_callback_title')}
        </h1>
        <Loader label={t('oauth_callback_pending')} />
      </section>
    );
  }
  return (
    <section className="mym-security-form mym-oauth-callback" aria-labelledby="mym-oauth-title">
      <h1 id="mym-oauth-title" className="mym-security-form__title">
        {t('oauth_callback_failed_title')}
      </h1>
      <MessageText kind="error" live>
        {t(errorKey)}
      </MessageText>
      <a
        className="mym-button mym-button--primary mym-button--large mym-security-form__button-link"
        href={loginHref}
      >
        {t('oauth_callback_back_to_login')}
      </a>
    </section>
  );
}
