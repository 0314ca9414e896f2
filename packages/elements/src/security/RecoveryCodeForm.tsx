import type { CreatorApiError } from '@mym/sdk';
import { Button, CodeEntry, MessageText } from '@mym/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoveryRequestErrorKey } from '../common/identity/identity-error-keys';
import { useIdentityClient } from '../creator-client';
import { MissingRecovery } from './MissingRecovery';
import { rememberRecoveryCode } from './recovery-store';
import { type RecoveryStep, useRecovery } from './use-recovery';

export interface RecoveryCodeFormProps {
  /** Called with the code kept in the tab, and the step reached: the next page is `/password/reset`. */
  onCodeEntered: (step: RecoveryStep) => void;
  /** `/password/recovery`, to change the email or start over. */
  recoveryHref: string;
  /** What the host's server knew of the recovery (null: none), so the first HTML shows the right screen. */
  knownRecovery?: RecoveryStep | null;
}

/** Spec 9: codes have 6 digits. */
const CODE_LENGTH = 6;

/** `/password/recovery/confirmation` (spec 2): the 6-digit code sent by email, with a way to get a new one. */
export function RecoveryCodeForm({ onCodeEntered, recoveryHref, knownRecovery }: RecoveryCodeFormProps) {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const recovery = useRecovery(knownRecovery);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resend, setResend] = useState<{ busy: boolean; sent: boolean; error: string | null }>({
    busy: false,
    sent: false,
    error: null,
  });

  if (recovery === undefined) return null;
  if (recovery === null) return <MissingRecovery href={recoveryHref} />;

  const accept = (value: string) => {
    if (value.length < CODE_LENGTH) {
      setCodeError(
        value.length === 0 ? 'mandatory_field_is_empty_error' : 'password_recovery_code_incomplete_error',
      );
      return;
    }
    rememberRecoveryCode(value);
    onCodeEntered({ email: recovery.email, codeEntered: true });
  };

  const sendAgain = async () => {
    setResend({ busy: true, sent: false, error: null });
    try {
      await client.auth.forgotPassword({ username: recovery.email });
      setResend({ busy: false, sent: true, error: null });
    } catch (error) {
      const key = recoveryRequestErrorKey(error as CreatorApiError);
      setResend({ busy: false, sent: key === null, error: key });
    }
  };

  return (
    <form
      className="mym-security-form"
      noValidate
      aria-labelledby="mym-recovery-code-title"
      onSubmit={(event) => {
        event.preventDefault();
        accept(code);
      }}
    >
      <h1 id="mym-recovery-code-title" className="mym-security-form__title">
        {t('password_recovery_code_title')}
      </h1>
      <p className="mym-security-form__lead">
        {t('password_recovery_code_description', { email: recovery.email })}
      </p>
      <CodeEntry
        label={t('password_recovery_code_label')}
        digitLabel={(position, length) => t('password_recovery_code_digit', { position, length })}
        autoFocus
        onChange={(value) => {
          setCode(value);
          setCodeError(null);
        }}
        onComplete={accept}
        error={codeError ? t(codeError) : undefined}
      />
      <Button type="submit" size="large">
        {t('password_recovery_code_submit')}
      </Button>
      <div className="mym-security-form__actions">
        <Button variant="tertiary" size="small" loading={resend.busy} onClick={() => void sendAgain()}>
          {t('password_recovery_code_resend')}
        </Button>
        <a className="mym-link mym-security-form__link" href={recoveryHref}>
          {t('password_recovery_change_email')}
        </a>
      </div>
      {resend.sent && (
        <MessageText kind="success" live>
          {t('password_recovery_code_resent')}
        </MessageText>
      )}
      {resend.error && (
        <MessageText kind="error" live>
          {t(resend.error)}
        </MessageText>
      )}
    </form>
  );
}
