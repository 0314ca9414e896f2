import type { CreatorApiError } from '@mym/sdk';
import { checkPassword, passwordRequirements } from '@mym/sdk/rules';
import { Button, MessageText, PasswordField } from '@mym/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetErrorOf } from '../common/identity/identity-error-keys';
import { PasswordStrength } from '../common/identity/PasswordStrength';
import { useIdentityClient } from '../creator-client';
import { MissingRecovery } from './MissingRecovery';
import { finishRecovery, forgetRecoveryCode } from './recovery-store';
import { type RecoveryStep, useRecovery } from './use-recovery';

export interface PasswordResetFormProps {
  /** Called once the new password is set: the next page is `/password/reset/success`. */
  onReset: () => void;
  /** `/password/recovery/confirmation`, to type or ask for another code. */
  codeHref: string;
  /** `/password/recovery`, when no recovery is in progress in this tab. */
  recoveryHref: string;
  /** What the host's server knew of the recovery (null: none), so the first HTML shows the right screen. */
  knownRecovery?: RecoveryStep | null;
}

interface ResetValues {
  password: string;
  confirmation: string;
}

const REQUIRED = 'mandatory_field_is_empty_error';

/** Shown in place of the code until the tab's record is read: the code never reaches a server or the HTML. */
const CODE_NOT_READ_YET = '\u2022'.repeat(6);

/** Spec 5: every rule but the extra 13-character check (which only raises the strength) must hold. */
export function passwordRuleError(password: string): string | true {
  const checks = checkPassword(password);
  if (!checks.maxLength) return 'password_reset_too_long_error';
  const { extraLength: _strengthOnly, ...required } = checks;
  return Object.values(required).every(Boolean) ? true : 'password_reset_requirements_error';
}

/** `/password/reset` (spec 2): the new password with its requirements and strength, then the identity's check. */
export function PasswordResetForm({
  onReset,
  codeHref,
  recoveryHref,
  knownRecovery,
}: PasswordResetFormProps) {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const recovery = useRecovery(knownRecovery);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ defaultValues: { password: '', confirmation: '' } });
  const password = watch('password');

  if (recovery === undefined) return null;
  if (!recovery?.codeEntered) {
    // Without an email the recovery starts over; with an email but no code, the code page comes first.
    return recovery ? (
      <MissingRecovery href={codeHref} hrefLabel="password_reset_enter_code" />
    ) : (
      <MissingRecovery href={recoveryHref} />
    );
  }
  const { email, code } = recovery;

  const submit = handleSubmit(async (values) => {
    if (code === undefined) return;
    setCodeError(null);
    setFormError(null);
    try {
      await client.auth.confirmForgotPassword({ username: email, code, newPassword: values.password });
    } catch (error) {
      const { field, key } = resetErrorOf(error as CreatorApiError);
      if (field === 'code') setCodeError(key);
      else if (field === 'password') setError('password', { message: key }, { shouldFocus: true });
      else setFormError(key);
      return;
    }
    finishRecovery();
    onReset();
  });

  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  return (
    <form className="mym-security-form" onSubmit={submit} noValidate aria-labelledby="mym-reset-title">
      <h1 id="mym-reset-title" className="mym-security-form__title">
        {t('password_reset_title')}
      </h1>
      <p className="mym-security-form__lead">{t('password_reset_description', { email })}</p>
      <div className="mym-security-form__code" data-testid="reset-code">
        <p className="mym-security-form__code-line">
          {t('password_reset_code_summary', { code: code ?? CODE_NOT_READ_YET })}
        </p>
        {codeError && (
          <MessageText kind="error" live>
            {t(codeError)}
          </MessageText>
        )}
        <a className="mym-link mym-security-form__link" href={codeHref} onClick={forgetRecoveryCode}>
          {t(codeError ? 'password_reset_enter_new_code' : 'password_reset_change_code')}
        </a>
      </div>
      <PasswordField
        label={t('password_reset_password_label')}
        autoComplete="new-password"
        showLabel={t('password_show')}
        hideLabel={t('password_hide')}
        metLabel={t('password_requirement_met')}
        unmetLabel={t('password_requirement_unmet')}
        requirements={passwordRequirements(password).map((rule) => ({ label: t(rule.label), met: rule.met }))}
        error={fieldError(errors.password?.message)}
        {...register('password', { required: REQUIRED, validate: passwordRuleError })}
      />
      <PasswordStrength password={password} />
      <PasswordField
        label={t('password_reset_confirmation_label')}
        autoComplete="new-password"
        showLabel={t('password_show')}
        hideLabel={t('password_hide')}
        error={fieldError(errors.confirmation?.message)}
        {...register('confirmation', {
          required: REQUIRED,
          validate: (value, all) => value === all.password || 'password_reset_confirmation_mismatch_error',
        })}
      />
      {formError && (
        <MessageText kind="error" live>
          {t(formError)}
        </MessageText>
      )}
      <Button type="submit" size="large" loading={isSubmitting}>
        {t('password_reset_submit')}
      </Button>
    </form>
  );
}
