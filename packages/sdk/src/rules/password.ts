import {
  PASSWORD_EXTRA_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_WINDOW,
} from '../constants';
import type { RequirementItem } from '../contract/form-choices';
import { characterCount, hasDigit, hasLowercase, hasSpecialCharacter, hasUppercase } from './characters';

/** One boolean per password rule of spec 5. */
export interface PasswordChecks {
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  special: boolean;
  minLength: boolean;
  maxLength: boolean;
  /** The further check of spec 5: 13 characters or more. */
  extraLength: boolean;
}

export function checkPassword(password: string): PasswordChecks {
  const length = characterCount(password);
  return {
    uppercase: hasUppercase(password),
    lowercase: hasLowercase(password),
    digit: hasDigit(password),
    special: hasSpecialCharacter(password),
    minLength: length >= PASSWORD_MIN_LENGTH,
    maxLength: length <= PASSWORD_MAX_LENGTH,
    extraLength: length >= PASSWORD_EXTRA_LENGTH,
  };
}

export type PasswordStrength = 0 | 1 | 2 | 3;

/**
 * Spec 4: 0 empty, 3 (strong) when every rule checked is met or when the checks have no max length rule,
 * 2 (medium) with uppercase, lowercase, digit and special character at 8 to 12 characters, otherwise 1 (weak).
 * A caller may pass its own subset of checks; by default every rule of spec 5 is checked.
 */
export function passwordStrength(
  password: string,
  checks: Partial<PasswordChecks> = checkPassword(password),
): PasswordStrength {
  if (password.length === 0) return 0;
  if (checks.maxLength === undefined || Object.values(checks).every(Boolean)) return 3;
  const length = characterCount(password);
  const everyClass =
    hasUppercase(password) && hasLowercase(password) && hasDigit(password) && hasSpecialCharacter(password);
  if (everyClass && length >= PASSWORD_STRENGTH_WINDOW.min && length <= PASSWORD_STRENGTH_WINDOW.max)
    return 2;
  return 1;
}

/** Translation keys of the requirements the password field lists (spec 2 "Password field"). */
export const PASSWORD_REQUIREMENT_LABELS = {
  letter: 'password_requirement_letter',
  number: 'password_requirement_number',
  specialCharacter: 'password_requirement_special_character',
  minLength: 'password_requirement_min_length',
} as const;

/**
 * The four requirements of the password field, in the order spec 2 lists them. "Letter" means both cases,
 * since the rules ask for an uppercase and a lowercase letter.
 */
export function passwordRequirements(password: string): RequirementItem[] {
  const checks = checkPassword(password);
  return [
    { label: PASSWORD_REQUIREMENT_LABELS.letter, met: checks.uppercase && checks.lowercase },
    { label: PASSWORD_REQUIREMENT_LABELS.number, met: checks.digit },
    { label: PASSWORD_REQUIREMENT_LABELS.specialCharacter, met: checks.special },
    { label: PASSWORD_REQUIREMENT_LABELS.minLength, met: checks.minLength },
  ];
}

/**
 * Whether a new password may be submitted: every rule of spec 5 but the extra length, which only raises the
 * strength level (spec 4).
 */
export function isAcceptablePassword(password: string): boolean {
  const { extraLength: _strengthOnly, ...rules } = checkPassword(password);
  return Object.values(rules).every(Boolean);
}
