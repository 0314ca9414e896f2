import { describe, expect, it } from 'vitest';
import { amountTicks, labelStride } from './chart-scale';

describe("the incomes chart's axes (spec 2 /incomes: net by day, week or month)", () => {
  it('cuts the amounts into round steps from zero past the highest bar', () => {
    expect(amountTicks(0, 12.34)).toEqual([0, 5, 10, 15]);
    expect(amountTicks(0, 830)).toEqual([0, 500, 1000]);
  });

  it('keeps zero on the axis when a refund takes a bucket below it', () => {
    expect(amountTicks(-30, 70)).toEqual([-50, 0, 50, 100]);
  });

  it('an empty range still has an axis', () => {
    expect(amountTicks(0, 0)).toEqual([0, 1]);
  });

  it('writes every label when they fit, and one in so many when they would overlap', () => {
    expect(labelStride(6, 600)).toBe(1);
    expect(labelStride(31, 300)).toBe(8);
  });
});
