import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './email';

/** The booking form's former pattern: what "plausible" has always meant, but quadratic over runs of dots. */
const FORMER_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every string of the characters that matter to the shape, up to `length` characters. */
function everyString(alphabet: string[], length: number): string[] {
  let level = [''];
  const all = [''];
  for (let size = 1; size <= length; size++) {
    level = level.flatMap((shorter) => alphabet.map((character) => shorter + character));
    all.push(...level);
  }
  return all;
}

describe('a plausible email address (public booking, spec 5 "Generic")', () => {
  it('accepts and refuses exactly what the former pattern did, on every short string of a, @, ., space and tab', () => {
    let compared = 0;
    for (const text of everyString(['a', '@', '.', ' ', '\t'], 7)) {
      expect([text, isEmailAddress(text)]).toEqual([text, FORMER_SHAPE.test(text)]);
      compared++;
    }
    expect(compared).toBe(97_656);
  });

  it('accepts real addresses and refuses the usual typos', () => {
    for (const address of ['grace@example.com', 'a.b+c@sub.example.co.uk', 'x@y.z']) {
      expect(isEmailAddress(address)).toBe(true);
    }
    for (const typo of ['grace', 'grace@', '@example.com', 'grace@example', 'grace@.com', 'grace@example.']) {
      expect(isEmailAddress(typo)).toBe(false);
    }
    expect(isEmailAddress('grace@two@example.com')).toBe(false);
    expect(isEmailAddress('grace @example.com')).toBe(false);
  });

  it(`refuses an address longer than ${EMAIL_MAX_LENGTH} characters, even a well-formed one`, () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length);
    expect(isEmailAddress(`${local}@example.com`)).toBe(true);
    expect(isEmailAddress(`${local}a@example.com`)).toBe(false);
  });
});
