import { type AccountSettings, SUPPORTED_LANGUAGES } from '@mym/sdk';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { Button, TextField } from '@mym/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerStored } from '../common/stored-field';
import { TimeZoneSuggestions, useTimeZoneSuggestions } from '../common/TimeZoneSuggestions';
import { chooseLanguage } from '../i18n/language-store';
import type { Language } from '../i18n/languages';
import { showServerFieldErrors, useSettingsMutation } from './account-queries';
import { SavedNote } from './SavedNote';

/**
 * The language (saved as soon as it is chosen, and the screens switch to it) and the time zone. Changing the zone
 * says what moves and what does not: scheduled pushes and posts keep their instant, availability keeps its hours.
 */
export function LanguageZoneSection({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const languageId = useId();
  const { listId, listed, showList } = useTimeZoneSuggestions();
  const [languageSaved, setLanguageSaved] = useState(false);
  const [zoneSaved, setZoneSaved] = useState<string | null>(null);
  const save = useSettingsMutation((client, update: { language?: Language; timeZone?: string }) =>
    client.account.update(update),
  );
  const form = useForm<{ timeZone: string }>({ defaultValues: { timeZone: settings.timeZone } });
  const zoneError = form.formState.errors.timeZone?.message;

  const changeLanguage = async (language: Language) => {
    setLanguageSaved(false);
    await save.mutateAsync({ language });
    chooseLanguage(language);
    setLanguageSaved(true);
  };
  const submitZone = form.handleSubmit(async ({ timeZone }) => {
    setZoneSaved(null);
    try {
      const updated = await save.mutateAsync({ timeZone: timeZone.trim() });
      setZoneSaved(updated.timeZone);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['timeZone'])) {
        form.setError('timeZone', { message: 'account_save_error' });
      }
    }
  });

  return (
    <section className="mym-account__section" aria-labelledby="mym-account-language-title">
      <h2 id="mym-account-language-title" className="mym-account__heading">
        {t('account_language_zone_title')}
      </h2>
      <div className="mym-account__field">
        <label htmlFor={languageId} className="mym-field__label">
          {t('account_language_label')}
        </label>
        <select
          id={languageId}
          aria-describedby={`${languageId}-hint`}
          className="mym-account__select"
          value={settings.language}
          onChange={(event) => void changeLanguage(event.target.value as Language).catch(() => undefined)}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`language_${language}`)}
            </option>
          ))}
        </select>
        <p id={`${languageId}-hint`} className="mym-account__hint">
          {t('account_language_hint')}
        </p>
        <SavedNote saved={languageSaved} failed={null} />
      </div>
      <form className="mym-account__form" noValidate onSubmit={submitZone}>
        <TextField
          label={t('account_time_zone_label')}
          list={listId}
          autoComplete="off"
          spellCheck={false}
          onFocus={showList}
          error={zoneError ? t(zoneError) : undefined}
          hint={t('account_time_zone_hint')}
          {...registerStored(form, 'timeZone', {
            validate: (value) => value.trim() !== '' || MANDATORY_FIELD_ERROR,
          })}
        />
        <TimeZoneSuggestions listId={listId} listed={listed} />
        <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
          {t('account_time_zone_save')}
        </Button>
        {zoneSaved && <SavedNote saved failed={null} />}
        {zoneSaved && (
          <p className="mym-account__note">{t('account_time_zone_moved', { zone: zoneSaved })}</p>
        )}
      </form>
    </section>
  );
}
