import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { LanguageSwitcher } from './LanguageSwitcher';

export type AuthPrompt = 'login' | 'signup';

/**
 * The top of the public screens: the brand, the "log in" or "sign up" prompt where the screen calls for it
 * (spec 2 "Navigation": unauthenticated navigation) and the language switcher.
 */
export function PublicHeader({ prompt }: { prompt?: AuthPrompt | undefined }) {
  const { t } = useTranslation();
  const links = useAppLinks();
  const target = prompt ? links[prompt] : undefined;
  return (
    <header className="mym-public-header">
      <span className="mym-shell-bar__brand">creators</span>
      {prompt && target && (
        <p className="mym-public-header__prompt">
          {t(`auth_prompt_${prompt}`)}{' '}
          <a className="mym-link" href={target}>
            {t(`auth_prompt_${prompt}_link`)}
          </a>
        </p>
      )}
      <LanguageSwitcher />
    </header>
  );
}
