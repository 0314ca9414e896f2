import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_FEATURES, type CatalogueFeature } from './feature-catalogues';

/**
 * Which feature catalogues a piece of code shows words from, read from its source (Node only: the element
 * definitions' test and the site's build use it, no browser bundle does). One home for the rule, so a custom
 * element's `catalogues` list and the words a site page carries are derived the same way.
 */

/** The elements' `src/` folder: the files given below are relative to it. */
export const ELEMENTS_SOURCE = fileURLToPath(new URL('..', import.meta.url));

/** Which feature's catalogue holds each key (the shared keys are always loaded, so they have no owner here). */
const OWNERS = new Map(
  CATALOGUE_FEATURES.flatMap((feature) =>
    Object.keys(
      JSON.parse(readFileSync(join(ELEMENTS_SOURCE, feature, 'locales', 'fr.json'), 'utf8')) as object,
    ).map((key) => [key, feature] as const),
  ),
);

/**
 * The catalogues of every feature folder the code reaches, and of every key its code names: a quoted key
 * anywhere (`t('push_title')`, an error map's values) or the prefix of a built one (`` t(`post_step_${n}`) ``).
 * `files` are relative to the elements' `src/` (a file outside it, `../../site/...`, is read for its keys).
 */
export function cataloguesNeeded(files: readonly string[]): CatalogueFeature[] {
  const needed = new Set<string>(files.map((file) => dirname(file)));
  for (const file of files) {
    const source = readFileSync(join(ELEMENTS_SOURCE, file), 'utf8');
    for (const [, key] of source.matchAll(/['"]([a-z][a-z0-9_]*)['"]/g)) {
      const owner = OWNERS.get(key as string);
      if (owner) needed.add(owner);
    }
    for (const [, prefix] of source.matchAll(/`([a-z][a-z0-9_]*_)\$\{/g)) {
      for (const [key, owner] of OWNERS) if (key.startsWith(prefix as string)) needed.add(owner);
    }
  }
  return CATALOGUE_FEATURES.filter((feature) => needed.has(feature));
}
