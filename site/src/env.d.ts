/// <reference path="../.astro/types.d.ts" />

declare namespace App {
  interface Locals {
    /** Whether the request carries a live access-token cookie (set by the middleware). */
    logged: boolean;
    /** The interface language: locale cookie, then the browser, language part only (spec 4). */
    language: 'fr' | 'en';
  }
}

/** Each island's catalogues, derived from its code at build time (src/production/island-catalogues.ts). */
declare module 'virtual:mym/island-catalogues' {
  const catalogues: Readonly<Record<string, readonly import('@mym/elements').CatalogueFeature[]>>;
  export default catalogues;
}
