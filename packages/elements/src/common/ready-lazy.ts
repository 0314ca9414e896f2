import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component whose code loads apart, and the call that fetches it ahead of its first render. */
export interface ReadyLazy<Props> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Fetches the code once (again after a failure); what a screen calls beside its own code. */
  load: () => Promise<ComponentType<Props>>;
}

/**
 * `React.lazy` that renders at once when its code is already here: React's `lazy` takes a thenable that answers
 * at once as resolved. A part of the server's HTML then hydrates in the same pass as its screen when the screen
 * fetched it ahead (`load`); were it still waiting, the screen's first update (react-hook-form readies a form with a
 * sync update) would throw that HTML away, show a loader and draw it again from nothing.
 */
export function readyLazy<Props>(fetchCode: () => Promise<ComponentType<Props>>): ReadyLazy<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const load = () => {
    loading ??= fetchCode().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy<ComponentType<Props>>(() => {
    const component = loaded;
    if (component) {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is how `lazy` renders at once.
      return { then: (resolve) => resolve?.({ default: component }) } as Promise<{
        default: ComponentType<Props>;
      }>;
    }
    return load().then((ready) => ({ default: ready }));
  });
  return { Component, load };
}
