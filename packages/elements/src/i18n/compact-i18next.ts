/**
 * The part of i18next the product uses, in about 2 KB instead of 16 KB gzipped (issue 13: every screen and
 * every partner widget carried the whole library). The builds and tests resolve `i18next` here (see
 * `i18n.config.ts`), so the code keeps i18next's API and types: instances from `createInstance()`, `init` with
 * `lng`, `fallbackLng`, `resources` and `interpolation.escapeValue`, one namespace, `t(key, options)` with
 * `{{value}}` interpolation, plurals (`_zero`, then the language's `Intl.PluralRules` category), `context` and
 * `defaultValue`, `changeLanguage`, resource bundles, and the `languageChanged`/`added` events.
 */

type Catalogue = Record<string, string>;
type Listener = (...args: unknown[]) => void;

export interface TranslateOptions {
  count?: number;
  context?: string;
  defaultValue?: string;
  [variable: string]: unknown;
}

export interface InitOptions {
  lng?: string;
  fallbackLng?: string;
  resources?: Record<string, Record<string, Catalogue>>;
  interpolation?: { escapeValue?: boolean };
  [option: string]: unknown;
}

const DEFAULT_NAMESPACE = 'translation';
const PLACEHOLDER = /\{\{\s*(-?)\s*([^},\s]+)\s*(?:,[^}]*)?\}\}/g;
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};

class Events {
  readonly #listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    for (const name of event.split(' ')) {
      const listeners = this.#listeners.get(name) ?? new Set();
      listeners.add(listener);
      this.#listeners.set(name, listeners);
    }
    return this;
  }

  off(event: string, listener?: Listener): this {
    for (const name of event.split(' ')) {
      if (listener) this.#listeners.get(name)?.delete(listener);
      else this.#listeners.delete(name);
    }
    return this;
  }

  protected emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(...args);
  }
}

class ResourceStore extends Events {
  readonly data: Record<string, Record<string, Catalogue>> = {};

  hasBundle(language: string, namespace: string): boolean {
    return this.data[language]?.[namespace] !== undefined;
  }

  addBundle(language: string, namespace: string, catalogue: Catalogue): void {
    const bundles = this.data[language] ?? {};
    bundles[namespace] = { ...bundles[namespace], ...catalogue };
    this.data[language] = bundles;
    this.emit('added', language, namespace);
  }
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

export class CompactI18n extends Events {
  language = '';
  isInitialized = false;
  options: InitOptions = {};
  readonly store = new ResourceStore();

  /** A new, independent instance (one per island or element: two may speak different languages). */
  createInstance(options?: InitOptions): CompactI18n {
    const instance = new CompactI18n();
    if (options) void instance.init(options);
    return instance;
  }

  /** Plugins (react-i18next's binding) need no registration here: `I18nextProvider` carries the instance. */
  use(_plugin: unknown): this {
    return this;
  }

  init(options: InitOptions = {}, callback?: (error: null, t: CompactI18n['t']) => void) {
    this.options = options;
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      for (const [namespace, catalogue] of Object.entries(namespaces))
        this.store.addBundle(language, namespace, catalogue);
    this.language = options.lng ?? options.fallbackLng ?? 'dev';
    this.isInitialized = true;
    this.emit('initialized', options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  get languages(): string[] {
    const fallback = this.options.fallbackLng;
    return fallback && fallback !== this.language ? [this.language, fallback] : [this.language];
  }

  hasResourceBundle(language: string, namespace = DEFAULT_NAMESPACE): boolean {
    return this.store.hasBundle(language, namespace);
  }

  getResourceBundle(language: string, namespace = DEFAULT_NAMESPACE): Catalogue | undefined {
    return this.store.data[language]?.[namespace];
  }

  addResourceBundle(language: string, namespace: string, catalogue: Catalogue): this {
    this.store.addBundle(language, namespace, catalogue);
    return this;
  }

  changeLanguage(language: string, callback?: (error: null, t: CompactI18n['t']) => void) {
    this.language = language;
    this.emit('languageChanged', language);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  exists(key: string, options: TranslateOptions = {}): boolean {
    return this.#find(key, options) !== undefined;
  }

  /** i18next's lookup: the page's language then French, the most specific key first, the key itself last. */
  t = (key: string, options: TranslateOptions = {}): string => {
    const found = this.#find(key, options) ?? options.defaultValue ?? key;
    return this.#interpolate(found, options);
  };

  #find(key: string, options: TranslateOptions): string | undefined {
    const { count, context } = options;
    for (const language of this.languages) {
      const catalogue = this.getResourceBundle(language);
      if (!catalogue) continue;
      const candidates = [key];
      if (typeof count === 'number') candidates.push(`${key}_${pluralCategory(language, count)}`);
      if (count === 0) candidates.push(`${key}_zero`);
      if (context) {
        candidates.push(`${key}_${context}`);
        if (typeof count === 'number')
          candidates.push(`${key}_${context}_${pluralCategory(language, count)}`);
        if (count === 0) candidates.push(`${key}_${context}_zero`);
      }
      for (const candidate of candidates.reverse()) {
        const text = catalogue[candidate];
        if (typeof text === 'string') return text;
      }
    }
    return undefined;
  }

  #interpolate(text: string, options: TranslateOptions): string {
    const escapes = this.options.interpolation?.escapeValue !== false;
    return text.replace(PLACEHOLDER, (placeholder, raw: string, name: string) => {
      const value = options[name];
      // i18next leaves a placeholder it has no value for as it is.
      if (value === undefined || value === null) return placeholder;
      const shown = String(value);
      return escapes && raw !== '-'
        ? shown.replace(/[&<>"'/]/g, (character) => HTML_ESCAPES[character] ?? '')
        : shown;
    });
  }
}

/** The default export, like i18next's: an instance that also creates the separate ones the product uses. */
const i18next = new CompactI18n();
export default i18next;
export const createInstance = (options?: InitOptions) => i18next.createInstance(options);
