import type { ComponentType } from 'react';
import { CreatorProviders } from '../creator-providers';
import { defineElementWith, type ElementContext, type ElementParts } from './element-host';

export type { ConnectionAttributes, ElementContext } from './element-host';

/** A feature element with the SDK client, the query cache and translations (`element-host.tsx`). */
export function defineFeatureElement<
  Attributes extends Record<string, string | undefined> = Record<never, never>,
>(
  tag: string,
  Feature: ComponentType<{ element: ElementContext; attributes: Partial<Attributes> }>,
  parts: ElementParts<Attributes> = {},
): void {
  defineElementWith<Attributes>(CreatorProviders, tag, Feature, parts);
}
