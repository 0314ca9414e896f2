import { fileURLToPath } from 'node:url';

/**
 * Where `i18next` and `react-i18next` resolve in every build and test of the product (the elements' package
 * and partner builds, the site, Vitest): the compact versions in `src/i18n/`, which keep the libraries' API for
 * what the product uses at an eighth of their weight (issue 13). Type checking still reads the libraries' types.
 */
export const TRANSLATION_ALIASES = [
  { find: /^i18next$/, replacement: fileURLToPath(new URL('src/i18n/compact-i18next.ts', import.meta.url)) },
  {
    find: /^react-i18next$/,
    replacement: fileURLToPath(new URL('src/i18n/compact-react-i18next.tsx', import.meta.url)),
  },
];

/** The same, as esbuild (tsup) takes them. */
export const TRANSLATION_ALIAS_MAP: Record<string, string> = {
  i18next: TRANSLATION_ALIASES[0]?.replacement ?? '',
  'react-i18next': TRANSLATION_ALIASES[1]?.replacement ?? '',
};
