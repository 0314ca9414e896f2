import type { AccountSettings, PayoutMethod } from '@mym/sdk';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { Button, MessageText, PasswordField, TextField } from '@mym/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../common/intl-formats';
import { useCreatorClient } from '../creator-client';
import { accountQueries, showServerFieldErrors } from './account-queries';
import { SavedNote } from './SavedNote';

interface PayoutValues {
  iban: string;
  holderName: string;
  password: string;
}

const required = (value: string) => value.trim() !== '' || MANDATORY_FIELD_ERROR;

/** An instant on the creator's clock, in the screen's language. */
function onCreatorClock(iso: string, language: string, timeZone: string): string {
  return dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/**
 * Where payouts go: an IBAN and its holder, checked by the API, shown masked once saved, changed only with the
 * account's password. After a change payouts hold 48 hours, which the section says until then (an alert also
 * goes to every channel, so a change the creator did not make is noticed).
 */
export function PayoutSection({ settings }: { settings: AccountSettings }) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<PayoutValues>({ defaultValues: { iban: '', holderName: '', password: '' } });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const method = settings.payoutMethod;

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    setFailed(null);
    try {
      const saved: PayoutMethod = await client.account.setPayoutMethod(values);
      queryClient.setQueryData(accountQueries.settingsKey, { ...settings, payoutMethod: saved });
      form.reset();
      setSaved(true);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['iban', 'holderName', 'password'])) {
        setFailed('account_save_error');
      }
    }
  });

  return (
    <section className="mym-account__section" aria-labelledby="mym-account-payout-title" data-testid="payout">
      <h2 id="mym-account-payout-title" className="mym-account__heading">
        {t('account_payout_title')}
      </h2>
      {method ? (
        <dl className="mym-account__facts">
          <dt>{t('account_payout_iban')}</dt>
          <dd data-testid="payout-iban">{method.ibanMasked}</dd>
          <dt>{t('account_payout_holder')}</dt>
          <dd>{method.holderName}</dd>
        </dl>
      ) : (
        <p className="mym-account__text">{t('account_payout_none')}</p>
      )}
      {method?.payoutsHeldUntil && (
        <MessageText kind="warning" data-testid="payout-hold">
          {t('account_payout_held_until', {
            date: onCreatorClock(method.payoutsHeldUntil, i18n.language, settings.timeZone),
          })}
        </MessageText>
      )}
      <form className="mym-account__form" noValidate onSubmit={submit}>
        <p className="mym-account__text">{t('account_payout_change_lead')}</p>
        <TextField
          label={t('account_payout_iban_label')}
          autoComplete="off"
          spellCheck={false}
          error={message(errors.iban?.message)}
          {...form.register('iban', { validate: required })}
        />
        <TextField
          label={t('account_payout_holder_label')}
          autoComplete="name"
          error={message(errors.holderName?.message)}
          {...form.register('holderName', { validate: required })}
        />
        <PasswordField
          label={t('account_confirm_password_label')}
          autoComplete="current-password"
          showLabel={t('password_show')}
          hideLabel={t('password_hide')}
          error={message(errors.password?.message)}
          {...form.register('password', { validate: required })}
        />
        <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
          {t('account_payout_save')}
        </Button>
        <SavedNote saved={saved} failed={failed} />
      </form>
    </section>
  );
}
