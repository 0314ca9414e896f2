/**
 * The part of react-i18next the product uses, over `compact-i18next.ts` (issue 13); the builds and tests
 * resolve `react-i18next` here (see `i18n.config.ts`). `useTranslation()` answers `{ t, i18n }` from the nearest
 * `I18nextProvider` and renders again when the language changes or a catalogue arrives, with a new `t` then, so
 * components that memoize on `t` follow the language.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { CompactI18n, TranslateOptions } from './compact-i18next';

const I18nContext = createContext<CompactI18n | null>(null);

/** react-i18next's plugin object; the provider below is what carries the instance here. */
export const initReactI18next = { type: '3rdParty', init: () => undefined } as const;

export function I18nextProvider({ i18n, children }: { i18n: CompactI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

const revisions = new WeakMap<CompactI18n, number>();

export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nextProvider> above it');
  const subscribe = useCallback(
    (changed: () => void) => {
      const bump = () => {
        revisions.set(i18n, (revisions.get(i18n) ?? 0) + 1);
        changed();
      };
      i18n.on('languageChanged', bump);
      i18n.store.on('added', bump);
      return () => {
        i18n.off('languageChanged', bump);
        i18n.store.off('added', bump);
      };
    },
    [i18n],
  );
  const revision = useSyncExternalStore(
    subscribe,
    () => revisions.get(i18n) ?? 0,
    () => revisions.get(i18n) ?? 0,
  );
  const t = useMemo(
    // A new function per language and catalogue: the revision is what changes it.
    () => Object.assign((key: string, options?: TranslateOptions) => i18n.t(key, options), { revision }),
    [i18n, revision],
  );
  return { t, i18n, ready: true };
}
