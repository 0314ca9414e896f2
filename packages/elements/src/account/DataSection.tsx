import type { AccountSettings } from '@mym/sdk';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { Button, MessageText, PasswordField } from '@mym/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../common/intl-formats';
import { useCreatorClient } from '../creator-client';
import { showServerFieldErrors, useSettingsMutation } from './account-queries';
import { SavedNote } from './SavedNote';

/** Hands the browser a file to save, under the name the export is known by. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy once started; the object URL is only the hand-over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The creator's data: everything as one ZIP, and closing the account (with the password): 30 days to reopen it,
 * then every row and media file is deleted.
 */
export function DataSection({ settings }: { settings: AccountSettings }) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [reopened, setReopened] = useState(false);
  const close = useSettingsMutation((api, password: string) => api.account.close({ password }));
  const reopen = useSettingsMutation((api) => api.account.reopen());
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const passwordError = form.formState.errors.password?.message;

  const download = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      saveFile(await client.account.exportData(), `mym-account-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };
  const submitClose = form.handleSubmit(async ({ password }) => {
    setReopened(false);
    try {
      await close.mutateAsync(password);
      form.reset();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['password'])) {
        form.setError('password', { message: 'account_save_error' });
      }
    }
  });
  const closure = settings.closure;
  const deletionDay = closure
    ? dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: settings.timeZone }).format(
        new Date(closure.deleteAfter),
      )
    : '';

  return (
    <section className="mym-account__section" aria-labelledby="mym-account-data-title">
      <h2 id="mym-account-data-title" className="mym-account__heading">
        {t('account_data_title')}
      </h2>
      <p className="mym-account__text">{t('account_export_description')}</p>
      <Button variant="secondary" loading={exporting} onClick={() => void download()}>
        {t('account_export')}
      </Button>
      {exportFailed && (
        <MessageText kind="error" live>
          {t('account_export_error')}
        </MessageText>
      )}
      <h3 className="mym-account__subheading">{t('account_close_title')}</h3>
      {closure ? (
        <div className="mym-account__closing" data-testid="account-closing">
          <MessageText kind="warning" live>
            {t('account_closing', { date: deletionDay })}
          </MessageText>
          <Button
            loading={reopen.isPending}
            onClick={() => void reopen.mutateAsync(undefined).then(() => setReopened(true))}
          >
            {t('account_reopen')}
          </Button>
        </div>
      ) : (
        <form className="mym-account__form" noValidate onSubmit={submitClose}>
          <p className="mym-account__text">{t('account_close_description')}</p>
          <PasswordField
            label={t('account_confirm_password_label')}
            autoComplete="current-password"
            showLabel={t('password_show')}
            hideLabel={t('password_hide')}
            error={passwordError ? t(passwordError) : undefined}
            {...form.register('password', { validate: (value) => value !== '' || MANDATORY_FIELD_ERROR })}
          />
          <Button type="submit" variant="destructive" loading={form.formState.isSubmitting}>
            {t('account_close')}
          </Button>
          {reopened && <SavedNote saved failed={null} />}
        </form>
      )}
    </section>
  );
}
