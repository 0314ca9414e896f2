import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { CreatorProviders } from '../creator-providers';
import { detectBrowserLanguage } from '../i18n/languages';
import type { MymEventDetails, MymEventName } from './event-map';
import { adoptSharedStylesheet } from './shared-stylesheet';

/** Attributes every element takes to reach the API and the identity (kebab-case in HTML). */
export interface ConnectionAttributes {
  apiUrl?: string;
  userPoolId?: string;
  userPoolClientId?: string;
  userPoolEndpoint?: string;
  locale?: string;
  /** Content host serving `/locales/{language}/translations.json` (spec 7 "Translations"). */
  contentUrl?: string;
}

export interface ElementContext {
  /** Dispatches one of the typed events from the host element: bubbling and composed, so the page hears it. */
  emit<Name extends MymEventName>(
    name: Name,
    ...detail: MymEventDetails[Name] extends undefined ? [] : [MymEventDetails[Name]]
  ): void;
}

const CONNECTION_PROPS = {
  apiUrl: 'string',
  userPoolId: 'string',
  userPoolClientId: 'string',
  userPoolEndpoint: 'string',
  locale: 'string',
  contentUrl: 'string',
} as const;

/**
 * Turns a feature component into a custom element with an open shadow root, the shared stylesheet, the SDK
 * client built from its attributes, and DOM events for what it reports.
 */
export function defineFeatureElement<
  Attributes extends Record<string, string | undefined> = Record<never, never>,
>(
  tag: string,
  Feature: ComponentType<{ element: ElementContext; attributes: Partial<Attributes> }>,
  /** The element's own attributes (camelCase here, kebab-case in HTML: `pushId` is `push-id`), all strings. */
  ownAttributes: readonly (keyof Attributes & string)[] = [],
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;

  function FeatureElement(
    props: ConnectionAttributes & Partial<Attributes> & { container?: HTMLElement | ShadowRoot },
  ) {
    const root = props.container;
    if (root instanceof ShadowRoot) adoptSharedStylesheet(root);
    const host = root instanceof ShadowRoot ? root.host : root;
    const element: ElementContext = {
      emit: (name, ...detail) =>
        host?.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: detail[0] })),
    };
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
        <CreatorProviders
          config={config}
          locale={props.locale ?? detectBrowserLanguage()}
          contentUrl={props.contentUrl}
        >
          <Feature
            element={element}
            attributes={
              Object.fromEntries(ownAttributes.map((name) => [name, props[name]])) as Partial<Attributes>
            }
          />
        </CreatorProviders>
      </div>
    );
  }

  const props = { ...CONNECTION_PROPS, ...Object.fromEntries(ownAttributes.map((name) => [name, 'string'])) };
  // r2wc types its props from the component's; ours add the element's own string attributes to the shared ones.
  customElements.define(tag, r2wc(FeatureElement, { shadow: 'open', props: props as never }));
}
