import type { CreatorApiError, SignInResult } from '@mym/sdk';
import { Button, CodeEntry, PasswordField } from '@mym/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInErrorKey } from '../common/identity/identity-error-keys';
import { useIdentityClient } from '../creator-client';
import {
  CODE_STEPS,
  MFA_SELECTION_STEP,
  NEW_PASSWORD_STEP,
  SMS_CODE_STEP,
  TOTP_CODE_STEP,
  TOTP_SETUP_STEP,
} from './challenge-steps';
import { TotpSetupStep } from './TotpSetupStep';

export interface ChallengeStepProps {
  challenge: SignInResult;
  username: string;
  /** Called with the identity's answer; the caller completes the sign-in or shows the next step. */
  onAnswered: (result: SignInResult) => void;
}

/** One identity challenge of spec 4 (MFA code, new password, TOTP setup, MFA choice), answered in place. */
export function ChallengeStep({ challenge, username, onAnswered }: ChallengeStepProps) {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [newPassword, setNewPassword] = useState('');

  const answer = async (response: string) => {
    setBusy(true);
    setError(null);
    try {
      onAnswered(await client.auth.confirmSignIn({ response, username }));
    } catch (failure) {
      const code = (failure as CreatorApiError).code;
      // Here a refused password breaks the pool's policy; it is not a wrong sign-in password.
      const policy = step === NEW_PASSWORD_STEP && code === 'invalid_password';
      setError(policy ? 'new_password_policy_error' : signInErrorKey(failure as CreatorApiError));
    } finally {
      setBusy(false);
    }
  };
  const step = challenge.nextStep;
  const errorText = error ? t(error) : undefined;

  if (CODE_STEPS.includes(step)) {
    const title =
      step === SMS_CODE_STEP
        ? 'mfa_sms_title'
        : step === TOTP_CODE_STEP
          ? 'mfa_totp_title'
          : 'mfa_code_title';
    return (
      <section className="mym-challenge" aria-labelledby="mym-challenge-title">
        <h2 id="mym-challenge-title">{t(title)}</h2>
        {challenge.codeDestination && (
          <p>{t('mfa_code_sent_to', { destination: challenge.codeDestination })}</p>
        )}
        <CodeEntry
          label={t('mfa_code_label')}
          onComplete={(code) => void answer(code)}
          error={errorText}
          disabled={busy}
          autoFocus
        />
      </section>
    );
  }
  if (step === NEW_PASSWORD_STEP) {
    return (
      <form
        className="mym-challenge"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!newPassword) setError('mandatory_field_is_empty_error');
          else void answer(newPassword);
        }}
      >
        <h2>{t('new_password_required_title')}</h2>
        <PasswordField
          label={t('new_password_label')}
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          showLabel={t('password_show')}
          hideLabel={t('password_hide')}
          error={errorText}
        />
        <Button type="submit" loading={busy}>
          {t('new_password_submit')}
        </Button>
      </form>
    );
  }
  if (step === TOTP_SETUP_STEP) {
    return (
      <TotpSetupStep
        challenge={challenge}
        busy={busy}
        error={errorText}
        onCode={(code) => void answer(code)}
      />
    );
  }
  if (step === MFA_SELECTION_STEP) {
    return (
      <section className="mym-challenge" aria-labelledby="mym-challenge-title">
        <h2 id="mym-challenge-title">{t('mfa_selection_title')}</h2>
        {(challenge.mfaTypes ?? []).map((type) => (
          <Button key={type} variant="secondary" loading={busy} onClick={() => void answer(type)}>
            {t(`mfa_type_${type.toLowerCase()}`)}
          </Button>
        ))}
        {errorText && <p role="alert">{errorText}</p>}
      </section>
    );
  }
  return (
    <p className="mym-login__error" role="alert">
      {t('login_unsupported_step_error')}
    </p>
  );
}
