import type { Translations } from './content-host';
import type { Language } from './languages';

type CatalogueLoader = () => Promise<{ default: Translations }>;

/**
 * Each feature folder's own catalogue, per language, loaded on demand: a partner page without a content host gets
 * the built-in words of the features its element shows, not the whole back office's.
 * `feature-catalogues.test.ts` holds this list to the folders that have a `locales/` folder.
 */
const FEATURE_CATALOGUES = {
  account: {
    fr: () => import('../account/locales/fr.json'),
    en: () => import('../account/locales/en.json'),
  },
  auth: {
    fr: () => import('../auth/locales/fr.json'),
    en: () => import('../auth/locales/en.json'),
  },
  booking: {
    fr: () => import('../booking/locales/fr.json'),
    en: () => import('../booking/locales/en.json'),
  },
  calendar: {
    fr: () => import('../calendar/locales/fr.json'),
    en: () => import('../calendar/locales/en.json'),
  },
  'catalog/bookings': {
    fr: () => import('../catalog/bookings/locales/fr.json'),
    en: () => import('../catalog/bookings/locales/en.json'),
  },
  'catalog/consultations': {
    fr: () => import('../catalog/consultations/locales/fr.json'),
    en: () => import('../catalog/consultations/locales/en.json'),
  },
  catalog: {
    fr: () => import('../catalog/locales/fr.json'),
    en: () => import('../catalog/locales/en.json'),
  },
  cloud: {
    fr: () => import('../cloud/locales/fr.json'),
    en: () => import('../cloud/locales/en.json'),
  },
  incomes: {
    fr: () => import('../incomes/locales/fr.json'),
    en: () => import('../incomes/locales/en.json'),
  },
  live: {
    fr: () => import('../live/locales/fr.json'),
    en: () => import('../live/locales/en.json'),
  },
  messages: {
    fr: () => import('../messages/locales/fr.json'),
    en: () => import('../messages/locales/en.json'),
  },
  notifications: {
    fr: () => import('../notifications/locales/fr.json'),
    en: () => import('../notifications/locales/en.json'),
  },
  playlists: {
    fr: () => import('../playlists/locales/fr.json'),
    en: () => import('../playlists/locales/en.json'),
  },
  post: {
    fr: () => import('../post/locales/fr.json'),
    en: () => import('../post/locales/en.json'),
  },
  profile: {
    fr: () => import('../profile/locales/fr.json'),
    en: () => import('../profile/locales/en.json'),
  },
  push: {
    fr: () => import('../push/locales/fr.json'),
    en: () => import('../push/locales/en.json'),
  },
  security: {
    fr: () => import('../security/locales/fr.json'),
    en: () => import('../security/locales/en.json'),
  },
  shell: {
    fr: () => import('../shell/locales/fr.json'),
    en: () => import('../shell/locales/en.json'),
  },
  terms: {
    fr: () => import('../terms/locales/fr.json'),
    en: () => import('../terms/locales/en.json'),
  },
  tools: {
    fr: () => import('../tools/locales/fr.json'),
    en: () => import('../tools/locales/en.json'),
  },
  'common/uploads': {
    fr: () => import('../common/uploads/locales/fr.json'),
    en: () => import('../common/uploads/locales/en.json'),
  },
} satisfies Record<string, Record<Language, CatalogueLoader>>;

/** A feature folder with its own catalogue (`catalog/bookings` for a nested one). */
export type CatalogueFeature = keyof typeof FEATURE_CATALOGUES;

export const CATALOGUE_FEATURES = Object.keys(FEATURE_CATALOGUES) as CatalogueFeature[];

/** The keys every feature shares (spec 5 error keys, buttons, toasts). */
const SHARED: Record<Language, CatalogueLoader> = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/** The built-in catalogue of a language: the shared keys and those of the given features. */
export async function featureCatalogue(
  language: Language,
  features: readonly CatalogueFeature[],
): Promise<Translations> {
  const parts = await Promise.all([
    SHARED[language](),
    ...features.map((feature) => FEATURE_CATALOGUES[feature][language]()),
  ]);
  return Object.assign({}, ...parts.map((part) => part.default)) as Translations;
}
