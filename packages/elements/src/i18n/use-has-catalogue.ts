import type { i18n } from 'i18next';
import { useEffect, useState } from 'react';

/** Whether the instance holds the catalogue of the language it speaks, so a screen can be shown translated. */
export function hasCatalogue(instance: i18n): boolean {
  return instance.hasResourceBundle(instance.language, 'translation');
}

/**
 * Whether the instance holds the catalogue of the language it speaks, kept up to date as catalogues load and the
 * language changes: a feature shows once its words are there, never keys.
 */
export function useHasCatalogue(instance: i18n): boolean {
  const [present, setPresent] = useState(() => hasCatalogue(instance));
  useEffect(() => {
    const check = () => setPresent(hasCatalogue(instance));
    instance.store.on('added', check);
    instance.on('languageChanged', check);
    check();
    return () => {
      instance.store.off('added', check);
      instance.off('languageChanged', check);
    };
  }, [instance]);
  return present;
}
