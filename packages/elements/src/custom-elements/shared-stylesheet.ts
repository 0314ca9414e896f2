import uiStyles from '@mym/ui/styles.css?inline';
import elementStyles from './element.css?inline';

/** The design system and the element's frame: every element draws with them. */
const BASE_STYLES = `${uiStyles}\n${elementStyles}`;
const sheets = new Map<string, CSSStyleSheet>();

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * A shadow root adopts the shared base sheet, then one sheet per feature the element shows (DESIGN "Custom
 * elements": one shared constructable stylesheet per feature). Each sheet is built once per page, so ten
 * elements cost one parse of each, and an element downloads only its features' styles. Feature
 * sheets arrive as strings joined at build (a constructable stylesheet would ignore `@import`s).
 */
export function adoptStylesheets(root: ShadowRoot, featureStyles: readonly string[]): void {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return;
  const missing = [BASE_STYLES, ...featureStyles]
    .map(sheetOf)
    .filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
