import islandCatalogues from 'virtual:mym/island-catalogues';
import { type CatalogueFeature, featureCatalogue, type Language } from '@mym/elements';
import { catalogueBlock } from './island-context';

/**
 * The words a page carries (spec 7 translations): the shared keys and the catalogues of the islands it places,
 * each once, instead of the whole back office's. A sign-in page carries the sign-in's words, and a screen added
 * elsewhere never makes it heavier. The islands' catalogues are derived from their code when the site is built
 * (production/island-catalogues.ts).
 */

/** The islands an HTML fragment hydrates: the module each `<astro-island>` loads, hashed or not (`LoginIsland`). */
export function islandsPlaced(html: string): string[] {
  const urls = [...html.matchAll(/<astro-island\b[^>]*?\scomponent-url="([^"]+)"/g)];
  return [...new Set(urls.map((match) => (match[1] ?? '').replace(/^.*\//, '').replace(/\..*$/, '')))];
}

const blocks = new Map<string, Promise<string>>();

/** The page's catalogue block for the islands it places; a page placing an island of unknown words gets all. */
export function pageCatalogueBlock(language: Language, islands: readonly string[]): Promise<string> {
  const lists = islands.map((island) => islandCatalogues[island]);
  if (lists.some((list) => list === undefined)) return Promise.resolve(catalogueBlock(language));
  const features = [...new Set(lists.flat() as CatalogueFeature[])].sort();
  const key = `${language}:${features.join(',')}`;
  let block = blocks.get(key);
  if (!block) {
    block = featureCatalogue(language, features).then((words) =>
      JSON.stringify(words).replace(/</g, '\\u003c'),
    );
    blocks.set(key, block);
  }
  return block;
}
