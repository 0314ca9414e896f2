import { PASSWORD_SPECIAL_CHARACTERS } from '../constants';

/**
 * Text predicates of spec 5. Lengths count characters as a reader does (code points), so an emoji is one
 * character for the caption limit and the password length alike.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

/** Digits 0-9 only, and at least one (an empty code is not a code). */
export function isDigitsOnly(text: string): boolean {
  return /^[0-9]+$/.test(text);
}

/** Unaccented capital A-Z, as the password rule counts them. */
export function hasUppercase(text: string): boolean {
  return /[A-Z]/.test(text);
}

export function hasLowercase(text: string): boolean {
  return /[a-z]/.test(text);
}

export function hasDigit(text: string): boolean {
  return /[0-9]/.test(text);
}

/** Exactly the spec 5 set `# ! , / & ' ( § ç * ) $ % : . ; @ < > +`; other symbols (`-`, `_`, `?`) are not special. */
export function hasSpecialCharacter(text: string): boolean {
  for (const character of text) if (PASSWORD_SPECIAL_CHARACTERS.includes(character)) return true;
  return false;
}

export function hasNoSpecialCharacter(text: string): boolean {
  return !hasSpecialCharacter(text);
}

/** No character in the range À (U+00C0) to ÿ (U+00FF), as spec 5 bounds it. */
export function hasNoAccentedLetter(text: string): boolean {
  return !/[À-ÿ]/.test(text);
}

export function hasNoWhitespace(text: string): boolean {
  return !/\s/.test(text);
}
