import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { Header } from './header';

describe('Header', () => {
  it('header with an optional back button, a mobile close icon and a title (spec 2 "Layout")', async () => {
    const onBack = vi.fn();
    const onClose = vi.fn();
    render(
      <Header title="Collection" onBack={onBack} backLabel="Back" onClose={onClose} closeLabel="Close" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Collection' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Close' }).className).toContain('mym-header__close');
  });

  it('shows no back or close button unless asked', () => {
    render(<Header title="Profile" headingLevel={2} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Header title="Collection" onBack={() => {}} onClose={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
