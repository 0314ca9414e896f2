import { describe, expect, it } from 'vitest';
import { formatAmount, formatDuration, fromMinorUnits, isCustomPrice, toMinorUnits } from './money';

describe('minor units (spec 3, 9: amounts travel in minor units, divide by 100)', () => {
  it.each([
    [1999, 19.99],
    [0, 0],
    [500, 5],
    [100000, 1000],
    [1, 0.01],
  ])('fromMinorUnits(%d) -> %d (spec 3)', (minor, major) => {
    expect(fromMinorUnits(minor)).toBe(major);
  });

  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [4.99, 499],
    [1000.01, 100001],
    [0.07, 7],
    [1.15, 115],
    [8.675, 868],
    [-19.99, -1999],
    [0, 0],
  ])('toMinorUnits(%d) -> %d, exact in whole cents despite float noise (spec 3)', (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor);
  });

  it('round-trips every cent from 0 to 1000.00 both ways (spec 3)', () => {
    const broken: number[] = [];
    for (let minor = 0; minor <= 100000; minor += 1) {
      if (toMinorUnits(fromMinorUnits(minor)) !== minor) broken.push(minor);
    }
    expect(broken).toEqual([]);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])(
    'toMinorUnits(%d) refuses a value that is not an amount',
    (bad) => {
      expect(() => toMinorUnits(bad)).toThrow(RangeError);
    },
  );
});

describe('formatAmount (spec 9: 2 decimals when fractional, none when whole)', () => {
  it.each([
    [19.99, '19.99'],
    [19.5, '19.50'],
    [20, '20'],
    [0, '0'],
    [0.1 + 0.2, '0.30'],
    [19.999, '20'],
    [1000, '1000'],
  ])('formatAmount(%d) -> %s (spec 9)', (major, shown) => {
    expect(formatAmount(major)).toBe(shown);
  });

  it('uses the locale and currency when given (spec 9)', () => {
    expect(formatAmount(1234.5, { locale: 'en-US' })).toBe('1,234.50');
    expect(formatAmount(20, { locale: 'en-US', currency: 'EUR' })).toBe('€20');
    expect(formatAmount(19.99, { locale: 'en-US', currency: 'EUR' })).toBe('€19.99');
  });
});

describe('formatDuration (spec 2: video duration as mm:ss)', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59, '00:59'],
    [60, '01:00'],
    [65.9, '01:05'],
    [3599, '59:59'],
    [3600, '60:00'],
    [10800, '180:00'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
  ])('formatDuration(%d) -> %s, minutes not wrapped into hours (spec 2)', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });
});

describe('isCustomPrice (spec 3: a stored price not among the preset ranges shows as custom)', () => {
  const ranges = [{ value: 0 }, { value: 499 }, { value: 999 }, { value: 1999 }];
  it.each([
    [1999, false],
    [0, false],
    [1500, true],
    [2000, true],
  ])('price %d minor units -> custom %s (spec 3)', (price, custom) => {
    expect(isCustomPrice(price, ranges)).toBe(custom);
  });

  it('every price is custom when there are no preset ranges (spec 3)', () => {
    expect(isCustomPrice(1999, [])).toBe(true);
  });
});
