import type { AccountSettings, CreatorApiError } from '@mym/sdk';
import { isEmailAddress, MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { Button, TextField } from '@mym/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { useSettingsMutation } from './account-queries';
import { SavedNote } from './SavedNote';

const CODE_ERRORS: Record<string, string> = {
  code_mismatch: 'password_reset_code_mismatch_error',
  code_expired: 'password_reset_code_expired_error',
};

/**
 * The email: a code goes to the new address, and the account keeps the current one until the code is typed
 * here (the identity checks it); then the API takes the verified address.
 */
export function EmailSection({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const [pending, setPending] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const sync = useSettingsMutation((api) => api.account.syncEmail());
  const emailForm = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const emailError = emailForm.formState.errors.email?.message;
  const codeError = codeForm.formState.errors.code?.message;

  const sendCode = emailForm.handleSubmit(async ({ email }) => {
    setSaved(false);
    try {
      await client.auth.changeEmail({ email: email.trim() });
      setPending(email.trim());
    } catch (error) {
      const code = (error as CreatorApiError).code;
      emailForm.setError('email', {
        message: code === 'username_exists' ? 'account_email_taken_error' : 'account_save_error',
      });
    }
  });
  const confirm = codeForm.handleSubmit(async ({ code }) => {
    try {
      await client.auth.confirmEmail({ code: code.trim() });
      await sync.mutateAsync(undefined);
      setPending(null);
      codeForm.reset();
      emailForm.reset();
      setSaved(true);
    } catch (error) {
      const key = CODE_ERRORS[(error as CreatorApiError).code ?? ''] ?? 'account_save_error';
      codeForm.setError('code', { message: key }, { shouldFocus: true });
    }
  });

  return (
    <section className="mym-account__section" aria-labelledby="mym-account-email-title">
      <h2 id="mym-account-email-title" className="mym-account__heading">
        {t('account_email_title')}
      </h2>
      <p className="mym-account__text">{t('account_email_current', { email: settings.email ?? '—' })}</p>
      {pending === null ? (
        <form className="mym-account__form" noValidate onSubmit={sendCode}>
          <TextField
            label={t('account_email_new_label')}
            type="email"
            autoComplete="email"
            error={emailError ? t(emailError) : undefined}
            {...emailForm.register('email', {
              validate: (value) =>
                value.trim() === ''
                  ? MANDATORY_FIELD_ERROR
                  : isEmailAddress(value.trim()) || 'account_email_invalid_error',
            })}
          />
          <Button type="submit" variant="secondary" loading={emailForm.formState.isSubmitting}>
            {t('account_email_send_code')}
          </Button>
        </form>
      ) : (
        <form className="mym-account__form" noValidate onSubmit={confirm}>
          <p className="mym-account__text">{t('account_email_code_sent', { email: pending })}</p>
          <TextField
            label={t('account_email_code_label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={codeError ? t(codeError) : undefined}
            {...codeForm.register('code', {
              validate: (value) => value.trim() !== '' || MANDATORY_FIELD_ERROR,
            })}
          />
          <div className="mym-account__actions">
            <Button type="submit" variant="secondary" loading={codeForm.formState.isSubmitting}>
              {t('account_email_confirm')}
            </Button>
            <Button variant="tertiary" onClick={() => setPending(null)}>
              {t('account_cancel')}
            </Button>
          </div>
        </form>
      )}
      <SavedNote saved={saved} failed={null} />
    </section>
  );
}
