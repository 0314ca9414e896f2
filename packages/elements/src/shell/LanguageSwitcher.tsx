import { SUPPORTED_LANGUAGES } from '@mym/sdk';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/language-store';
import { type Language, toLanguage } from '../i18n/languages';

/**
 * A native select of the languages the product speaks: keyboard and screen readers work as everywhere else.
 * Each language is named in itself, so a creator who cannot read the current one still finds theirs.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = toLanguage(i18n.language);
  return (
    <div className={`mym-language-switcher${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="mym-language-switcher__label">
        {t('language_label')}
      </label>
      <select
        id={id}
        className="mym-language-switcher__select"
        value={current}
        onChange={(event) => chooseLanguage(event.target.value as Language)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language_${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
