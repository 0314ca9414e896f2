import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Portal, PortalContainerProvider, usePortalContainer } from './portal';

function ContainerName() {
  const ref = useRef<HTMLSpanElement>(null);
  const container = usePortalContainer(ref);
  const name = container instanceof ShadowRoot ? 'shadow-root' : container?.nodeName;
  return <span ref={ref}>{name ?? 'pending'}</span>;
}

function renderInShadowRoot(node: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  const root = createRoot(mount);
  act(() => root.render(node));
  return {
    shadow,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

describe('portal container', () => {
  it('is document.body outside any shadow root', () => {
    render(<ContainerName />);
    expect(screen.getByText('BODY')).toBeTruthy();
  });

  it('is the shadow root when the component lives in an open shadow root (popovers portal into the element)', () => {
    const { shadow, unmount } = renderInShadowRoot(<ContainerName />);
    expect(shadow.textContent).toBe('shadow-root');
    unmount();
  });

  it('Portal renders its children inside the same shadow root, not into document.body', () => {
    const { shadow, unmount } = renderInShadowRoot(
      <Portal>
        <p data-testid="overlay">overlay</p>
      </Portal>,
    );
    const overlay = shadow.querySelector('[data-testid="overlay"]');
    expect(overlay?.parentNode).toBe(shadow);
    expect(document.body.querySelector('[data-testid="overlay"]')).toBeNull();
    unmount();
  });

  it('a PortalContainerProvider pins the container for its subtree', () => {
    const target = document.createElement('section');
    document.body.append(target);
    render(
      <PortalContainerProvider container={target}>
        <Portal>
          <p>pinned</p>
        </Portal>
      </PortalContainerProvider>,
    );
    expect(target.textContent).toBe('pinned');
    target.remove();
  });
});
