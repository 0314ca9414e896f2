import type { CreatorApiError } from '@mym/sdk';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signUpErrorKey } from '../common/identity/identity-error-keys';
import { useIdentityClient } from '../creator-client';
import { captureReferral } from './referral-capture';
import { SignUpConfirmation } from './SignUpConfirmation';
import { SignUpForm, type SignUpValues } from './SignUpForm';
import { $session } from './session-store';

export interface SignUpFlowProps {
  /** Which of the two pages this is: `/signup/email` or `/signup/email/confirmation`. */
  step: 'form' | 'confirmation';
  /** How the pool confirms new accounts: a code to type or a link to click (spec 4). */
  verification: 'code' | 'link';
  confirmationPath: string;
  loginHref: string;
  legalHrefs: { privacy: string; termsOfService: string; termsOfUse: string };
  onSignedIn?: () => void;
}

/**
 * Email sign-up (spec 2, 4): the form, then the confirmation, in one island so the password stays in memory for
 * the automatic sign-in; the address bar follows the step. The acceptances and the referral travel as the
 * sign-up's client metadata.
 */
export function SignUpFlow({
  step: initialStep,
  verification,
  confirmationPath,
  loginHref,
  legalHrefs,
  onSignedIn,
}: SignUpFlowProps) {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const session = useStore($session);
  const [step, setStep] = useState(initialStep);
  const [error, setError] = useState<string | null>(null);
  const [codeDestination, setCodeDestination] = useState<string | undefined>();
  const password = useRef<string | null>(null);

  useEffect(() => captureReferral(window.location.search, client.auth), [client]);

  const submit = async (values: SignUpValues) => {
    setError(null);
    try {
      const result = await client.auth.signUp({
        username: values.username,
        password: values.password,
        acceptances: values,
      });
      password.current = values.password;
      if (result.nextStep === 'CONFIRM_SIGN_UP') {
        setCodeDestination(result.codeDestination);
        window.history.pushState(null, '', confirmationPath);
        setStep('confirmation');
        return;
      }
      const signIn = await client.auth.autoSignIn();
      if (signIn.isSignedIn) {
        onSignedIn?.();
      }
    } catch (failure) {
      setError(signUpErrorKey(failure as CreatorApiError));
    }
  };

  if (step === 'form')
    return <SignUpForm onSubmit={submit} error={error ? t(error) : null} legalHrefs={legalHrefs} />;
  const username = session.cognitoUser?.username;
  if (!username) {
    return (
      <div className="mym-login" role="status">
        <h1 className="mym-login__title">{t('signup_no_pending_title')}</h1>
        <a href={loginHref}>{t('mfa_back_to_login')}</a>
      </div>
    );
  }
  return (
    <SignUpConfirmation
      username={username}
      password={password.current}
      verification={verification}
      codeDestination={codeDestination}
      loginHref={loginHref}
      onSignedIn={onSignedIn}
    />
  );
}
