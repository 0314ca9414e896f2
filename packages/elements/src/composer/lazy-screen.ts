import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A wizard's screen whose code loads when the creator moves there, not with the wizard: `load` imports its module,
 * `name` is the component it exports.
 */
export function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
