import { type RefObject, useLayoutEffect, useState } from 'react';

/** What downshift listens on to notice clicks outside its menu (downshift's `Environment` type). */
export interface DownshiftEnvironment {
  addEventListener: typeof window.addEventListener;
  removeEventListener: typeof window.removeEventListener;
  document: Document;
  Node: typeof window.Node;
}

/**
 * Downshift closes its menu on clicks outside it, judged from listeners on `window`. Inside a shadow root those
 * events are retargeted to the host, so every click would look outside: listen on the shadow root instead.
 */
export function useDownshiftEnvironment(anchor: RefObject<Element | null>): DownshiftEnvironment | undefined {
  // Undefined while rendering on a server: downshift then uses its own default, the window, once hydrated.
  const [environment, setEnvironment] = useState<DownshiftEnvironment | undefined>(() =>
    typeof window === 'undefined' ? undefined : window,
  );

  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    setEnvironment({
      addEventListener: root.addEventListener.bind(root) as typeof window.addEventListener,
      removeEventListener: root.removeEventListener.bind(root) as typeof window.removeEventListener,
      document: root.ownerDocument,
      Node: window.Node,
    });
  }, [anchor]);

  return environment;
}
