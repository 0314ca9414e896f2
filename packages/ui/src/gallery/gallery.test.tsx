import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { Gallery } from './gallery';

describe('Gallery', () => {
  it('shows every piece of spec 2 together without axe violations', async () => {
    const { container } = render(<Gallery />);
    expect(screen.getByRole('heading', { name: 'Design system' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /primary/ })).toHaveLength(5);
    await expectNoAxeViolations(container);
  }, 20_000);
});
