import type { CreatorApiError } from '@mym/sdk';
import { isEmailAddress } from '@mym/sdk/rules';
import { Button } from '@mym/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountEmailField } from '../common/identity/AccountEmailField';
import { recoveryRequestErrorKey } from '../common/identity/identity-error-keys';
import { useIdentityClient } from '../creator-client';
import { readRecovery, startRecovery } from './recovery-store';
import type { RecoveryStep } from './use-recovery';

export interface PasswordRecoveryFormProps {
  /** Called once a code was asked for, with the step reached: the next page is `/password/recovery/confirmation`. */
  onCodeSent: (step: RecoveryStep) => void;
  /** Where "back to log in" leads. */
  loginHref: string;
}

const REQUIRED = 'mandatory_field_is_empty_error';

/** `/password/recovery` (spec 2): the creator's email, to which the identity sends a reset code (spec 5). */
export function PasswordRecoveryForm({ onCodeSent, loginHref }: PasswordRecoveryFormProps) {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: readRecovery()?.email ?? '' } });
  const [sent, setSent] = useState(false);

  const submit = handleSubmit(async ({ email }) => {
    try {
      await client.auth.forgotPassword({ username: email });
    } catch (error) {
      const key = recoveryRequestErrorKey(error as CreatorApiError);
      if (key) {
        setError('email', { message: key }, { shouldFocus: true });
        return;
      }
    }
    startRecovery(email);
    setSent(true);
    onCodeSent({ email, codeEntered: false });
  });

  return (
    <form className="mym-security-form" onSubmit={submit} noValidate aria-labelledby="mym-recovery-title">
      <h1 id="mym-recovery-title" className="mym-security-form__title">
        {t('password_recovery_title')}
      </h1>
      <p className="mym-security-form__lead">{t('password_recovery_description')}</p>
      <AccountEmailField
        label={t('password_recovery_email_label')}
        error={errors.email?.message ? t(errors.email.message) : undefined}
        {...register('email', {
          required: REQUIRED,
          setValueAs: (value: string) => value.trim(),
          // Enough to catch a typo before asking the identity; the identity decides what an address really is.
          validate: (value: string) => isEmailAddress(value) || 'password_recovery_email_invalid_error',
        })}
      />
      <Button type="submit" size="large" loading={isSubmitting || sent}>
        {t('password_recovery_submit')}
      </Button>
      <a className="mym-link mym-security-form__link" href={loginHref}>
        {t('password_recovery_back_to_login')}
      </a>
    </form>
  );
}
