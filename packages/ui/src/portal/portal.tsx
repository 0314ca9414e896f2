import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/** Where overlays (modal, toasts, popovers) are mounted: an element, or a shadow root that owns styles. */
export type PortalContainer = Element | ShadowRoot;

const PortalContainerContext = createContext<PortalContainer | null>(null);

export interface PortalContainerProviderProps {
  /** The node overlays of this subtree render into; a custom element passes its shadow root. */
  container: PortalContainer | null;
  children: ReactNode;
}

/** Pins the overlay container for a subtree, e.g. a custom element that wants overlays in its shadow root. */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/**
 * The node to portal into: the provider's container if one is set, else the shadow root the anchor lives in
 * (an overlay portaled to document.body would lose the element's adopted stylesheet), else document.body.
 * Resolves after mount, because the root node is only known once the anchor is in the DOM.
 */
export function usePortalContainer(anchor?: RefObject<Element | null>): PortalContainer | null {
  const pinned = useContext(PortalContainerContext);
  const [found, setFound] = useState<PortalContainer | null>(null);

  useLayoutEffect(() => {
    if (pinned) return;
    const root = anchor?.current?.getRootNode();
    setFound(root instanceof ShadowRoot ? root : document.body);
  }, [pinned, anchor]);

  return pinned ?? found;
}

/**
 * Renders children into the portal container. A hidden anchor stays in place in the tree so the portal can
 * tell which document or shadow root it belongs to.
 */
export function Portal({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const container = usePortalContainer(anchor);
  return (
    <>
      <span ref={anchor} hidden data-mym-portal-anchor="" />
      {container && createPortal(children, container)}
    </>
  );
}
