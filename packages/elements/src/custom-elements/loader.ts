/**
 * `mym-elements.js`, the one file a partner page includes (DESIGN "Custom elements"): it knows every tag and
 * loads a tag's code, a chunk of its own, when the tag first appears in the page, so a page with only
 * `<mym-push-composer>` downloads the composer and what it shares, never the other elements.
 */
const ELEMENTS: Record<string, () => Promise<unknown>> = {
  'mym-login': () => import('./definitions/login'),
  'mym-profile': () => import('./definitions/profile'),
  'mym-language-switcher': () => import('./definitions/language-switcher'),
  'mym-push-composer': () => import('./definitions/push-composer'),
  'mym-push-list': () => import('./definitions/push-list'),
  'mym-post-composer': () => import('./definitions/post-composer'),
  'mym-catalog': () => import('./definitions/catalog'),
  'mym-booking': () => import('./definitions/booking'),
  'mym-collection-picker': () => import('./definitions/collection-picker'),
  'mym-cloud': () => import('./definitions/cloud'),
  'mym-messages': () => import('./definitions/messages'),
  'mym-incomes': () => import('./definitions/incomes'),
  'mym-notifications': () => import('./definitions/notifications'),
  'mym-live-composer': () => import('./definitions/live-composer'),
  'mym-calendar': () => import('./definitions/calendar'),
};

/** The tags `mym-elements.js` can define. */
export const ELEMENT_TAGS = Object.keys(ELEMENTS);

const requested = new Set<string>();

function load(tag: string): void {
  const define = ELEMENTS[tag];
  if (!define || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  define().catch((error: unknown) => {
    // A chunk that failed to load (offline, blocked) may be tried again when the tag next appears.
    requested.delete(tag);
    console.error(`${tag} could not be loaded`, error);
  });
}

function loadWithin(node: Node): void {
  if (!(node instanceof Element)) return;
  load(node.localName);
  for (const tag of ELEMENT_TAGS) if (node.querySelector(tag)) load(tag);
}

if (typeof customElements !== 'undefined' && typeof document !== 'undefined') {
  // Tags already in the page, then every one the page adds later (a framework rendering, `createElement`).
  loadWithin(document.documentElement);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) loadWithin(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
