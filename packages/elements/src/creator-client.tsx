import {
  type CreatorClient,
  type CreatorClientConfig,
  createIdentityClient,
  type IdentityClient,
} from '@mym/sdk';
import { ToastProvider } from '@mym/ui';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { type AppLinks, AppLinksProvider } from './common/app-links';
import type { CatalogueFeature } from './i18n/feature-catalogues';
import { createI18n, switchLanguage, toLanguage } from './i18n/i18n';
import { $chosenLanguage } from './i18n/language-store';
import type { Translations } from './i18n/translations';
import { useHasCatalogue } from './i18n/use-has-catalogue';

const CreatorClientContext = createContext<IdentityClient | CreatorClient | null>(null);
/** A partner page links nowhere unless it says so. */
const NO_LINKS: AppLinks = {};

/** The SDK client with every API resource: under `CreatorProviders` (`IdentityProviders` holds the identity only). */
export function useCreatorClient(): CreatorClient {
  const client = useContext(CreatorClientContext);
  if (!client) throw new Error('useCreatorClient needs a <CreatorProviders> above it');
  return client as CreatorClient;
}

/** The identity (sign-in, sign-up, recovery, MFA, sign-out): under `IdentityProviders` or `CreatorProviders`. */
export function useIdentityClient(): IdentityClient {
  const client = useContext(CreatorClientContext);
  if (!client) throw new Error('useIdentityClient needs an <IdentityProviders> above it');
  return client;
}

export interface CreatorProvidersProps {
  config: CreatorClientConfig;
  locale?: string | undefined;
  /** The locale's translations when the host already has them (the site's server): rendered at once. */
  translations?: Translations | undefined;
  /** Content host serving `/locales/{language}/translations.json` (spec 7), for languages not yet loaded. */
  contentUrl?: string | undefined;
  /** Without a content host, the built-in catalogues to load: the features shown (a partner element). All if absent. */
  catalogues?: readonly CatalogueFeature[] | undefined;
  /** An already-built client to use instead of building one from `config` (tests, hosts sharing one). */
  client?: CreatorClient | IdentityClient | undefined;
  /**
   * Called when the identity reports the session gone for good (spec 8 invalid sessions), after the SDK cleaned
   * up; the host sends the creator to login.
   */
  onInvalidSession?: ((message: string) => void) | undefined;
  /** Where the host's screens are, for the links and moves of the features (the site's route table). */
  links?: AppLinks | undefined;
  children: ReactNode;
}

/**
 * The identity client, translations, links and toasts, without API resources nor the query cache: for screens
 * that read nothing from the API (sign-in, sign-up, password recovery), which then never download react-query,
 * the resources and their wire checks. `CreatorProviders` passes the full client as `client`.
 */
export function IdentityProviders({
  config,
  locale,
  translations,
  contentUrl,
  catalogues,
  client: givenClient,
  onInvalidSession,
  links = NO_LINKS,
  children,
}: CreatorProvidersProps) {
  const [client] = useState(
    () =>
      givenClient ??
      createIdentityClient({
        ...config,
        onInvalidSession: (message) => onInvalidSession?.(message),
      }),
  );
  const [i18n] = useState(() =>
    createI18n(toLanguage(locale), { translations, contentUrl, features: catalogues }),
  );
  // A host without the catalogue (a partner page) shows the feature once its language has loaded, never keys.
  const translated = useHasCatalogue(i18n);
  // A language chosen anywhere on the page (the switcher) reaches this island or element too.
  useEffect(
    () =>
      $chosenLanguage.listen((language) => {
        if (language) void switchLanguage(i18n, language, contentUrl);
      }),
    [i18n, contentUrl],
  );
  return (
    <CreatorClientContext.Provider value={client}>
      <I18nextProvider i18n={i18n}>
        {/* Every island and element can toast (spec 2 toasts, spec 8 display). */}
        <AppLinksProvider value={links}>
          <TranslatedToasts>{translated ? children : null}</TranslatedToasts>
        </AppLinksProvider>
      </I18nextProvider>
    </CreatorClientContext.Provider>
  );
}

/** The toasts' region and close buttons read in the screen's language, not as their keys. */
function TranslatedToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ToastProvider regionLabel={t('toast_region')} closeLabel={t('toast_close_button')}>
      {children}
    </ToastProvider>
  );
}
