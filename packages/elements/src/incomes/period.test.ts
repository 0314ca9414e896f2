import { describe, expect, it } from 'vitest';
import { formatChange, periodChange } from '../common/period-change';
import { chartRows, chartSources, stackedSeries } from './chart-data';
import { defaultBucket, isDayRange } from './period';

describe('a figure against the previous period of the same length', () => {
  it('is counted in tenths of a percent from the integer amounts', () => {
    expect(periodChange(87945, 80000)).toEqual({ kind: 'ratio', tenths: 99 });
    expect(periodChange(50, 100)).toEqual({ kind: 'ratio', tenths: -500 });
    expect(formatChange({ tenths: 99 }, 'en')).toBe('+9.9%');
    expect(formatChange({ tenths: -500 }, 'en')).toBe('-50%');
  });

  it('says "new" rather than an infinite rise when there was nothing before, and nothing when both are zero', () => {
    expect(periodChange(100, 0)).toEqual({ kind: 'new' });
    expect(periodChange(0, 0)).toEqual({ kind: 'none' });
  });

  it('a loss against a negative period reads as a fall', () => {
    expect(periodChange(-300, -100)).toEqual({ kind: 'ratio', tenths: -2000 });
  });
});

describe('the chart groups and stacks', () => {
  it('groups by day up to a month, by week up to three, by month beyond', () => {
    expect(defaultBucket({ from: '2026-11-01', to: '2026-11-30' })).toBe('day');
    expect(defaultBucket({ from: '2026-09-01', to: '2026-11-30' })).toBe('week');
    expect(defaultBucket({ from: '2025-12-01', to: '2026-11-30' })).toBe('month');
  });

  it('a custom range is two real days, the first not after the last', () => {
    expect(isDayRange('2026-11-01', '2026-11-01')).toBe(true);
    expect(isDayRange('2026-11-02', '2026-11-01')).toBe(false);
    expect(isDayRange('2026-02-30', '2026-03-01')).toBe(false);
  });

  it("each band's top is the sum of its source and those before it, and the rows keep every source", () => {
    const rows = chartRows([
      {
        from: '2026-11-01',
        to: '2026-11-01',
        start: '2026-10-31T23:00:00.000Z',
        end: '2026-11-01T23:00:00.000Z',
        net: 3000,
        gross: 3600,
        sources: [
          { source: 'push', net: 1999, gross: 2400 },
          { source: 'tip', net: 1001, gross: 1200 },
        ],
      },
    ]);
    expect(chartSources(rows)).toEqual(['push', 'tip']);
    expect(rows[0]?.bySource).toEqual({
      push: 1999,
      message: 0,
      tip: 1001,
      subscription: 0,
      booking: 0,
      live: 0,
    });
    expect(stackedSeries(rows, ['push', 'tip'])).toEqual([[19.99], [30]]);
  });
});
