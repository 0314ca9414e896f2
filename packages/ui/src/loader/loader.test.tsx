import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { Loader } from './loader';

describe('Loader', () => {
  it('with a label is a status announced to screen readers (spec 2 "loader")', () => {
    render(<Loader label="Loading profile" />);
    expect(screen.getByRole('status').textContent).toBe('Loading profile');
  });

  it('without a label is decorative and hidden from assistive technology', () => {
    const { container } = render(<Loader />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Loader label="Loading" size="large" />
        <Loader size="small" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
