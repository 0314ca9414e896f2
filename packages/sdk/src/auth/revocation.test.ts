import { describe, expect, it } from 'vitest';
import { revocationDelay } from './revocation';

describe('token revocation backoff (spec 7 "RevokeToken retried with backoff up to 5 minutes", 9)', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [9, 256_000],
    [10, 300_000],
    [30, 300_000],
  ])('retry %i waits %i ms, never more than 5 minutes', (attempt, delay) => {
    expect(revocationDelay(attempt)).toBe(delay);
  });
});
