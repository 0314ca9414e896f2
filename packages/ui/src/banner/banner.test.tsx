import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { Banner } from './banner';

describe('Banner', () => {
  it('dismissible banner: close hides it and calls a callback (spec 2)', async () => {
    const onDismiss = vi.fn();
    render(
      <Banner title="Update" onDismiss={onDismiss} dismissLabel="Close">
        New features
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('New features')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('can be made permanent, without a close button', () => {
    render(<Banner dismissible={false}>Stays</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Banner kind="warning" title="Careful" dismissLabel="Close">
        Text
      </Banner>,
    );
    await expectNoAxeViolations(container);
  });
});
