import type { Language, Translations } from '@mym/elements';

/**
 * One catalogue per page (spec 7 translations): the layout writes the page language's translations once, as a
 * JSON data block (`<script type="application/json">`: data, not script, so the page's script policy is
 * unchanged), and every island of the page reads that one copy instead of carrying its own in its props.
 */
export const PAGE_CATALOGUE_ID = 'mym-page-catalogue';

/** Where the server keeps every language's translations (island-context.ts loads them at start). */
const SERVER_CATALOGUES = Symbol.for('mym.site.catalogues');

type CatalogueHolder = { [SERVER_CATALOGUES]?: Readonly<Record<Language, Translations>> };

/**
 * Handed over through `globalThis` rather than an import: island code runs in the browser too, and importing the
 * server's loader there would put every catalogue in the islands' bundles.
 */
export function keepServerCatalogues(catalogues: Readonly<Record<Language, Translations>>): void {
  (globalThis as CatalogueHolder)[SERVER_CATALOGUES] = catalogues;
}

let browserCatalogue: Translations | undefined;

/**
 * The page's translations: on the server the language's catalogue (the islands render translated), in the
 * browser the copy the layout wrote into the page, the same words, so hydration finds the text it expects.
 */
export function pageCatalogue(language: Language): Translations | undefined {
  if (typeof document === 'undefined') return (globalThis as CatalogueHolder)[SERVER_CATALOGUES]?.[language];
  if (!browserCatalogue) {
    const text = document.getElementById(PAGE_CATALOGUE_ID)?.textContent;
    browserCatalogue = text ? (JSON.parse(text) as Translations) : undefined;
  }
  return browserCatalogue;
}
