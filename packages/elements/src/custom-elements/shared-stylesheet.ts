import uiStyles from '@mym/ui/styles.css?inline';
import cloudStyles from '../cloud/cloud.css?inline';
import elementStyles from '../elements.css?inline';
import pushStyles from '../push/push.css?inline';

let sheet: CSSStyleSheet | undefined;

/**
 * Every element adopts the same constructable stylesheet (design system + feature styles), built once per page,
 * so ten elements on a partner page cost one parse.
 */
export function adoptSharedStylesheet(root: ShadowRoot): void {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    // Constructable stylesheets ignore `@import`: the feature sheets the page stylesheet imports are joined here.
    const features = elementStyles.replace(/^@import [^;]+;$/gm, '');
    sheet.replaceSync([uiStyles, features, cloudStyles, pushStyles].join('\n'));
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
