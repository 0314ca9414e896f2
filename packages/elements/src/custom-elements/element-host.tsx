import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { CreatorProvidersProps } from '../creator-client';
import type { CatalogueFeature } from '../i18n/feature-catalogues';
import { detectBrowserLanguage } from '../i18n/languages';
import { refusedConnection } from './allowed-hosts';
import { useElementTheme } from './element-theme';
import type { MymEventDetails, MymEventName } from './event-map';
import { adoptStylesheets } from './shared-stylesheet';

const REFUSED_MESSAGE: Record<string, (address: string) => string> = {
  fr: (address) =>
    `Cet élément n'a pas le droit de contacter ${address} : l'exploitant de la page liste les hôtes autorisés (mym-allowed-hosts).`,
  en: (address) =>
    `This element may not contact ${address}: the page's operator lists the allowed hosts (mym-allowed-hosts).`,
};

/** What an element shows instead of itself when an address it was given is not allowed: it sends nothing. */
function ConnectionRefused({ address, locale }: { address: string; locale: string }) {
  const message = REFUSED_MESSAGE[locale.slice(0, 2)] ?? REFUSED_MESSAGE.fr;
  return (
    <div className="mym-element" part="root" data-state="refused" role="alert">
      {message?.(address)}
    </div>
  );
}

/** Attributes every element takes to reach the API and the identity (kebab-case in HTML). */
export interface ConnectionAttributes {
  /** The reference API the element calls (`https://api.example`). */
  apiUrl?: string;
  /** The identity's user pool id. */
  userPoolId?: string;
  /** The identity's app client id. */
  userPoolClientId?: string;
  /** The identity's endpoint when not AWS Cognito's own (local identity). */
  userPoolEndpoint?: string;
  /** `fr` or `en`; the browser's language when absent (spec 4). */
  locale?: string;
  /** The content host serving `/locales/{language}/translations.json` (spec 7). */
  contentUrl?: string;
  /**
   * `dark` (the default), `light` for light pages, or `auto` to follow the page's `prefers-color-scheme`; the
   * element paints its own surface in it.
   */
  theme?: string;
}

export interface ElementContext {
  /** Dispatches one of the typed events from the host element: bubbling and composed, so the page hears it. */
  emit<Name extends MymEventName>(
    name: Name,
    ...detail: MymEventDetails[Name] extends undefined ? [] : [MymEventDetails[Name]]
  ): void;
}

/**
 * What an element is made of besides its component. `element-parts.test.ts` derives the styles and catalogues
 * from the element's code, so one a feature needs cannot be forgotten.
 */
export interface ElementParts<Attributes> {
  /** The element's own attributes (camelCase here, kebab-case in HTML: `pushId` is `push-id`), all strings. */
  attributes?: readonly (keyof Attributes & string)[];
  /** The stylesheets of the features the element shows, in `elements.css` order. */
  styles?: readonly string[];
  /** The features whose words it shows, loaded when there is no content host (the shared keys always are). */
  catalogues?: readonly CatalogueFeature[];
}

const CONNECTION_PROPS = {
  apiUrl: 'string',
  userPoolId: 'string',
  userPoolClientId: 'string',
  userPoolEndpoint: 'string',
  locale: 'string',
  contentUrl: 'string',
  theme: 'string',
} as const;

/**
 * Turns a feature component into a custom element with an open shadow root, the shared stylesheet, the SDK
 * client built from its attributes (inside `Providers`: with or without the query cache), and DOM events for
 * what it reports. `define-element.tsx` and `identity-element.tsx` bind the providers, so an element that reads
 * nothing from the API never downloads react-query.
 */
export function defineElementWith<
  Attributes extends Record<string, string | undefined> = Record<never, never>,
>(
  Providers: ComponentType<CreatorProvidersProps>,
  tag: string,
  Feature: ComponentType<{ element: ElementContext; attributes: Partial<Attributes> }>,
  { attributes: ownAttributes = [], styles = [], catalogues = [] }: ElementParts<Attributes> = {},
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;

  function FeatureElement(
    props: ConnectionAttributes & Partial<Attributes> & { container?: HTMLElement | ShadowRoot },
  ) {
    const root = props.container;
    if (root instanceof ShadowRoot) adoptStylesheets(root, styles);
    const host = root instanceof ShadowRoot ? root.host : root;
    useElementTheme(host, props.theme);
    const element: ElementContext = {
      emit: (name, ...detail) =>
        host?.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: detail[0] })),
    };
    const locale = props.locale ?? detectBrowserLanguage();
    // A token or a password never goes to a host the page's operator did not allow (allowed-hosts.ts).
    const refused = refusedConnection([props.apiUrl, props.userPoolEndpoint]);
    if (refused) return <ConnectionRefused address={refused.address} locale={locale} />;
    const config = {
      apiUrl: props.apiUrl ?? '',
      auth: {
        userPoolId: props.userPoolId ?? '',
        userPoolClientId: props.userPoolClientId ?? '',
        ...(props.userPoolEndpoint ? { userPoolEndpoint: props.userPoolEndpoint } : {}),
      },
    };
    return (
      <div className="mym-element" part="root">
        <Providers config={config} locale={locale} contentUrl={props.contentUrl} catalogues={catalogues}>
          <Feature
            element={element}
            attributes={
              Object.fromEntries(ownAttributes.map((name) => [name, props[name]])) as Partial<Attributes>
            }
          />
        </Providers>
      </div>
    );
  }

  const props = { ...CONNECTION_PROPS, ...Object.fromEntries(ownAttributes.map((name) => [name, 'string'])) };
  // r2wc types its props from the component's; ours add the element's own string attributes to the shared ones.
  customElements.define(tag, r2wc(FeatureElement, { shadow: 'open', props: props as never }));
}
