import { describe, expect, it } from 'vitest';
import {
  characterCount,
  hasNoAccentedLetter,
  hasNoSpecialCharacter,
  hasNoWhitespace,
  hasUppercase,
  isDigitsOnly,
} from './characters';

describe('helper predicates (spec 5 "Password rules")', () => {
  it.each([
    ['123456', true],
    ['0', true],
    ['', false],
    ['12a4', false],
    ['12 4', false],
    ['1e5', false],
    ['-1', false],
    ['1.5', false],
  ])('digits only: %j -> %s (spec 5)', (text, expected) => {
    expect(isDigitsOnly(text)).toBe(expected);
  });

  it.each([
    ['abcD', true],
    ['abc', false],
    ['École', false],
    ['123', false],
  ])('contains uppercase: %j -> %s (spec 5)', (text, expected) => {
    expect(hasUppercase(text)).toBe(expected);
  });

  it.each([
    ['hello', true],
    ['hello_world-?', true],
    ['hello!', false],
    ['a§b', false],
    ['ça', false],
  ])('contains no special character: %j -> %s (spec 5)', (text, expected) => {
    expect(hasNoSpecialCharacter(text)).toBe(expected);
  });

  it.each([
    ['plain', true],
    ['Zz', true],
    ['\u00bf', true],
    ['À', false],
    ['é', false],
    ['ÿ', false],
    ['ç', false],
    ['Œ', true],
  ])('contains no accented letter (À to ÿ): %j -> %s (spec 5)', (text, expected) => {
    expect(hasNoAccentedLetter(text)).toBe(expected);
  });

  it.each([
    ['nospace', true],
    ['', true],
    ['two words', false],
    ['tab\there', false],
    ['line\nbreak', false],
    ['nbsp\u00a0', false],
  ])('contains no whitespace: %j -> %s (spec 5)', (text, expected) => {
    expect(hasNoWhitespace(text)).toBe(expected);
  });

  it('counts characters as a reader does: an emoji is one (spec 5 lengths)', () => {
    expect(characterCount('a😀b')).toBe(3);
    expect(characterCount('')).toBe(0);
  });
});
