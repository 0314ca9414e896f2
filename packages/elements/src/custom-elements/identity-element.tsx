import type { ComponentType } from 'react';
import { IdentityProviders } from '../creator-client';
import { defineElementWith, type ElementContext, type ElementParts } from './element-host';

/**
 * An element that reads nothing from the API (sign-in, the language switcher): the SDK client and translations
 * without the query cache, so a page embedding only it never downloads react-query.
 */
export function defineIdentityElement(
  tag: string,
  Feature: ComponentType<{ element: ElementContext; attributes: Partial<Record<never, never>> }>,
  parts: Omit<ElementParts<Record<never, never>>, 'attributes'> = {},
): void {
  defineElementWith(IdentityProviders, tag, Feature, parts);
}
