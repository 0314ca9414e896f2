import type { SignInResult } from '@mym/sdk';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChallengeStep } from './ChallengeStep';
import { $session } from './session-store';

export interface MfaCodeFormProps {
  onSignedIn?: () => void;
  /** Where to start over when no sign-in is waiting for a code (e.g. the page was opened directly). */
  loginHref: string;
}

/**
 * `/login/mfa` (spec 2, 4): the SMS code step of a sign-in started on the login form, whose state (user,
 * challenge, masked destination) the session store carries here.
 */
export function MfaCodeForm({ onSignedIn, loginHref }: MfaCodeFormProps) {
  const { t } = useTranslation();
  const session = useStore($session);
  const [step, setStep] = useState<SignInResult | null>(null);
  const pending = session.cognitoUser ? session.session : null;

  if (!pending) {
    return (
      <div className="mym-login" role="status">
        <h1 className="mym-login__title">{t('mfa_no_pending_title')}</h1>
        <a href={loginHref}>{t('mfa_back_to_login')}</a>
      </div>
    );
  }
  const challenge: SignInResult = step ?? {
    isSignedIn: false,
    nextStep: pending.challenge,
    ...(pending.codeDestination ? { codeDestination: pending.codeDestination } : {}),
  };
  return (
    <div className="mym-login">
      <ChallengeStep
        challenge={challenge}
        username={session.cognitoUser?.username ?? ''}
        onAnswered={async (result) => {
          if (!result.isSignedIn) {
            setStep(result);
            return;
          }
          onSignedIn?.();
        }}
      />
      <a className="mym-login__link" href={loginHref}>
        {t('mfa_back_to_login')}
      </a>
    </div>
  );
}
