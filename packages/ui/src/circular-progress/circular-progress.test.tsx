import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { CircularProgress, clampProgress, progressBand } from './circular-progress';

describe('CircularProgress', () => {
  it('circular progress clamps to 0..100 (spec 2)', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(Number.NaN)).toBe(0);
    render(<CircularProgress value={140} label="Profile" />);
    expect(screen.getByRole('progressbar', { name: 'Profile' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('colour band 0 below 66, band 1 below 95, band 2 up to 100 (spec 2, spec 9)', () => {
    expect([0, 65, 65.9].map(progressBand)).toEqual([0, 0, 0]);
    expect([66, 80, 94.9].map(progressBand)).toEqual([1, 1, 1]);
    expect([95, 100, 300].map(progressBand)).toEqual([2, 2, 2]);
    expect(progressBand(-10)).toBe(0);
  });

  it('carries its band as a class', () => {
    render(<CircularProgress value={70} label="Profile" />);
    expect(screen.getByRole('progressbar').className).toContain('mym-circular-progress--band-1');
  });

  it('has no axe violations', async () => {
    const { container } = render(<CircularProgress value={50} label="Profile completion" />);
    await expectNoAxeViolations(container);
  });
});
