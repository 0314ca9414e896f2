import uiStyles from '@mym/ui/styles.css?inline';
import elementStyles from '../elements.css?inline';

let sheet: CSSStyleSheet | undefined;

/**
 * Every element adopts the same constructable stylesheet (design system + feature styles), built once per page,
 * so ten elements on a partner page cost one parse. Both sheets arrive joined from their pieces (the site's
 * bundler and the elements' build inline their `@import`s; a constructable stylesheet would ignore them).
 */
export function adoptSharedStylesheet(root: ShadowRoot): void {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`${uiStyles}\n${elementStyles}`);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
