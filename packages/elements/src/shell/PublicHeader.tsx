import { useTranslation } from 'react-i18next';
import { APP_PATHS, appHref } from './app-paths';
import { LanguageSwitcher } from './LanguageSwitcher';

export type AuthPrompt = 'login' | 'signup';

const PROMPT_TARGETS: Record<AuthPrompt, string> = { login: APP_PATHS.login, signup: '/signup' };

/**
 * The top of the public screens: the brand, the "log in" or "sign up" prompt where the screen calls for it
 * (spec 2 "Navigation": unauthenticated navigation) and the language switcher.
 */
export function PublicHeader({ prompt }: { prompt?: AuthPrompt | undefined }) {
  const { t } = useTranslation();
  return (
    <header className="mym-public-header">
      <span className="mym-shell-bar__brand">creators</span>
      {prompt && (
        <p className="mym-public-header__prompt">
          {t(`auth_prompt_${prompt}`)}{' '}
          <a className="mym-link" href={appHref(PROMPT_TARGETS[prompt])}>
            {t(`auth_prompt_${prompt}_link`)}
          </a>
        </p>
      )}
      <LanguageSwitcher />
    </header>
  );
}
