import { describe, expect, it } from 'vitest';
import { PASSWORD_SPECIAL_CHARACTERS } from '../constants';
import {
  checkPassword,
  isAcceptablePassword,
  PASSWORD_REQUIREMENT_LABELS,
  passwordRequirements,
  passwordStrength,
} from './password';

describe('password rules (spec 5): one boolean per rule', () => {
  it.each([
    ['uppercase', 'abcA', true],
    ['uppercase', 'abc', false],
    ['uppercase', 'abcÉ', false],
    ['lowercase', 'ABCa', true],
    ['lowercase', 'ABC', false],
    ['digit', 'abc1', true],
    ['digit', 'abc', false],
  ] as const)('%s rule: %j -> %s (spec 5)', (rule, password, met) => {
    expect(checkPassword(password)[rule]).toBe(met);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('special character %j is in the set (spec 5)', (character) => {
    expect(checkPassword(`Abcdef12${character}`).special).toBe(true);
  });

  it.each(['-', '_', '?', '=', '~', '[', '"', '€', ' ', 'é'])(
    'non-special character %j does not meet the special rule (spec 5)',
    (character) => {
      expect(checkPassword(`Abcdef12${character}`).special).toBe(false);
    },
  );

  it("the special set is exactly # ! , / & ' ( § ç * ) $ % : . ; @ < > + (spec 5)", () => {
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual(
      [
        '#',
        '!',
        ',',
        '/',
        '&',
        "'",
        '(',
        '§',
        'ç',
        '*',
        ')',
        '$',
        '%',
        ':',
        '.',
        ';',
        '@',
        '<',
        '>',
        '+',
      ].sort(),
    );
  });

  it.each([
    [11, false, true, false],
    [12, true, true, false],
    [13, true, true, true],
    [32, true, true, true],
    [33, true, false, true],
  ])('length %d -> min 12 %s, max 32 %s, extra 13+ %s (spec 5)', (length, min, max, extra) => {
    const checks = checkPassword('a'.repeat(length));
    expect([checks.minLength, checks.maxLength, checks.extraLength]).toEqual([min, max, extra]);
  });
});

describe('password strength (spec 4)', () => {
  it.each([
    ['', 0, 'empty'],
    ['a', 1, 'weak: one class'],
    ['Abc1!', 1, 'weak: every class but under 8'],
    ['Abcde1!x', 2, 'medium: every class at 8'],
    ['Abcdefg1!xyz', 2, 'medium: every class at 12 (extra 13 not met)'],
    ['abcdefgh1!xyz', 1, 'weak: no uppercase at 13'],
    ['Abcdefgh1!xyz', 3, 'strong: every rule met at 13'],
    [`Abc1!${'x'.repeat(27)}`, 3, 'strong: every rule met at 32'],
    [`Abc1!${'x'.repeat(28)}`, 1, 'weak: 33 characters fail the max length'],
  ] as const)('%j -> level %d, %s (spec 4)', (password, level, _why) => {
    expect(passwordStrength(password)).toBe(level);
  });

  it('level 3 when the checks have no max length rule (spec 4)', () => {
    const { maxLength: _dropped, ...withoutMax } = checkPassword('weak');
    expect(passwordStrength('weak', withoutMax)).toBe(3);
  });

  it('level 0 for an empty password whatever the checks (spec 4)', () => {
    expect(passwordStrength('', {})).toBe(0);
  });
});

describe('password requirements of the password field (spec 2)', () => {
  it('lists letter, number, special character and minimum length with their met flag (spec 2)', () => {
    expect(passwordRequirements('Abcdefghijk1')).toEqual([
      { label: PASSWORD_REQUIREMENT_LABELS.letter, met: true },
      { label: PASSWORD_REQUIREMENT_LABELS.number, met: true },
      { label: PASSWORD_REQUIREMENT_LABELS.specialCharacter, met: false },
      { label: PASSWORD_REQUIREMENT_LABELS.minLength, met: true },
    ]);
  });

  it('the letter requirement needs both cases (spec 2, 5)', () => {
    expect(passwordRequirements('abcdefghijk1!')[0]?.met).toBe(false);
    expect(passwordRequirements('ABCDEFGHIJK1!')[0]?.met).toBe(false);
  });
});

describe('acceptable new password (spec 5 password rules)', () => {
  it.each([
    ['Abcdef#12345', true, 'all rules at the 12-character minimum'],
    ['Abcdef#1234', false, '11 characters'],
    ['abcdef#12345', false, 'no uppercase'],
    ['ABCDEF#12345', false, 'no lowercase'],
    ['Abcdefg#hijk', false, 'no digit'],
    ['Abcdefg12345', false, 'no special character'],
    [`Abcdef#1${'x'.repeat(25)}`, false, '33 characters, over the maximum of 32'],
  ])('%s -> %s (%s)', (password, expected) => {
    expect(isAcceptablePassword(password)).toBe(expected);
  });
});
