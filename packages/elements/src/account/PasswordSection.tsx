import type { CreatorApiError } from '@mym/sdk';
import { checkPassword, MANDATORY_FIELD_ERROR, passwordRequirements } from '@mym/sdk/rules';
import { Button, PasswordField } from '@mym/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../common/identity/PasswordStrength';
import { useIdentityClient } from '../creator-client';
import { SavedNote } from './SavedNote';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
}

/** Spec 5: every rule but the extra 13-character check (which only raises the strength) must hold. */
export function newPasswordError(password: string): string | true {
  if (password === '') return MANDATORY_FIELD_ERROR;
  const checks = checkPassword(password);
  if (!checks.maxLength) return 'password_reset_too_long_error';
  const { extraLength: _strengthOnly, ...required } = checks;
  return Object.values(required).every(Boolean) ? true : 'password_reset_requirements_error';
}

/** The password, changed at the identity with the current one, under spec 5's rules and spec 4's strength meter. */
export function PasswordSection() {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<PasswordValues>({ defaultValues: { oldPassword: '', newPassword: '' } });
  const { errors } = form.formState;
  const newPassword = form.watch('newPassword');
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    setFailed(null);
    try {
      await client.auth.changePassword(values);
      form.reset();
      setSaved(true);
    } catch (error) {
      const code = (error as CreatorApiError).code;
      if (code === 'invalid_credentials') {
        form.setError('oldPassword', { message: 'account_password_incorrect_error' }, { shouldFocus: true });
      } else if (code === 'invalid_password') {
        form.setError(
          'newPassword',
          { message: 'password_reset_password_rejected_error' },
          { shouldFocus: true },
        );
      } else setFailed('password_reset_generic_error');
    }
  });

  return (
    <section className="mym-account__section" aria-labelledby="mym-account-password-title">
      <h2 id="mym-account-password-title" className="mym-account__heading">
        {t('account_password_title')}
      </h2>
      <form className="mym-account__form" noValidate onSubmit={submit}>
        <PasswordField
          label={t('account_current_password_label')}
          autoComplete="current-password"
          showLabel={t('password_show')}
          hideLabel={t('password_hide')}
          error={message(errors.oldPassword?.message)}
          {...form.register('oldPassword', { validate: (value) => value !== '' || MANDATORY_FIELD_ERROR })}
        />
        <PasswordField
          label={t('account_new_password_label')}
          autoComplete="new-password"
          showLabel={t('password_show')}
          hideLabel={t('password_hide')}
          metLabel={t('password_requirement_met')}
          unmetLabel={t('password_requirement_unmet')}
          requirements={passwordRequirements(newPassword).map((rule) => ({
            label: t(rule.label),
            met: rule.met,
          }))}
          error={message(errors.newPassword?.message)}
          {...form.register('newPassword', { validate: newPasswordError })}
        />
        <PasswordStrength password={newPassword} />
        <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
          {t('account_password_save')}
        </Button>
        <SavedNote saved={saved} failed={failed} />
      </form>
    </section>
  );
}
