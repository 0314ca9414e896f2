import type { CreatorApiError } from '@mym/sdk';
import { Button, CodeEntry, useToast } from '@mym/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signUpErrorKey } from '../common/identity/identity-error-keys';
import { useIdentityClient } from '../creator-client';

export interface SignUpConfirmationProps {
  username: string;
  /** Kept in memory from the form, never stored: needed to sign in by itself once confirmed. */
  password: string | null;
  verification: 'code' | 'link';
  codeDestination?: string | undefined;
  loginHref: string;
  onSignedIn?: () => void;
}

/**
 * `/signup/email/confirmation` (spec 4): confirm by code or by link, then sign in by itself. When that automatic
 * sign-in cannot happen (another tab, a reload), a 'signup confirmed' toast and a way to log in are shown.
 */
export function SignUpConfirmation(props: SignUpConfirmationProps) {
  const { username, password, verification, codeDestination, loginHref, onSignedIn } = props;
  const { t } = useTranslation();
  const client = useIdentityClient();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [resent, setResent] = useState(false);

  const signedIn = async () => {
    onSignedIn?.();
  };
  const confirmedWithoutSignIn = () => {
    setConfirmed(true);
    toast.show({ title: t('signup_confirmed'), kind: 'success' });
  };

  // Polling starts once per confirmation screen; the callbacks it calls change identity on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (verification !== 'link' || !password) return;
    const polling = new AbortController();
    client.auth
      .signInOnceConfirmedByLink({ username, password, signal: polling.signal })
      .then((result) => (result.isSignedIn ? signedIn() : confirmedWithoutSignIn()))
      .catch(() => undefined);
    return () => polling.abort();
  }, [verification, username, password, client]);

  const confirm = async (code: string) => {
    setBusy(true);
    setError(null);
    try {
      await client.auth.confirmSignUp({ username, code });
    } catch (failure) {
      setError(signUpErrorKey(failure as CreatorApiError));
      setBusy(false);
      return;
    }
    try {
      const result = await client.auth.autoSignIn();
      if (result.isSignedIn) await signedIn();
      else confirmedWithoutSignIn();
    } catch {
      confirmedWithoutSignIn();
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await client.auth.resendSignUpCode({ username });
      setResent(true);
    } catch (failure) {
      setError(signUpErrorKey(failure as CreatorApiError));
    }
  };

  if (confirmed) {
    return (
      <div className="mym-login" role="status">
        <h1 className="mym-login__title">{t('signup_confirmed')}</h1>
        <a className="mym-button mym-button--primary mym-button--large" href={loginHref}>
          {t('login_submit')}
        </a>
      </div>
    );
  }
  return (
    <section className="mym-login" aria-labelledby="mym-signup-confirmation-title">
      <h1 id="mym-signup-confirmation-title" className="mym-login__title">
        {t(verification === 'link' ? 'signup_link_title' : 'signup_code_title')}
      </h1>
      <p>
        {t(verification === 'link' ? 'signup_link_sent_to' : 'signup_code_sent_to', {
          destination: codeDestination ?? username,
        })}
      </p>
      {verification === 'code' ? (
        <CodeEntry
          label={t('signup_code_label')}
          onComplete={(code) => void confirm(code)}
          error={error ? t(error) : undefined}
          disabled={busy}
          autoFocus
        />
      ) : (
        !password && <a href={loginHref}>{t('signup_link_then_login')}</a>
      )}
      {verification === 'code' && (
        <Button variant="tertiary" onClick={() => void resend()}>
          {t('signup_resend_code')}
        </Button>
      )}
      {resent && <p role="status">{t('signup_code_resent')}</p>}
      {error && verification === 'link' && <p role="alert">{t(error)}</p>}
    </section>
  );
}
