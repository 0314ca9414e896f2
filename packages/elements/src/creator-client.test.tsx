import { useToast } from '@mym/ui';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithClient } from './test-support/render-with-client';

afterEach(cleanup);

let toasts: ReturnType<typeof useToast>;
function Capture() {
  toasts = useToast();
  return null;
}

describe('the providers every island and element gets (spec 2 toasts, spec 4 translations)', () => {
  it("a toast's region and close button read in the screen's language, not as their keys", () => {
    renderWithClient(<Capture />);
    act(() => {
      toasts.show({ title: 'Enregistré', kind: 'success' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Enregistré');
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeTruthy();
  });
});
