import type { FieldErrors } from '../errors';
import { MANDATORY_FIELD_ERROR } from './error-keys';

/**
 * Validators answer `FieldErrors` (field -> spec 5 error keys; `{}` when valid). It is also `error.fields` on the
 * wire, so a server answer and a local check are shown the same way under each field.
 */
export type { FieldErrors };

/**
 * What a validator accepts: any field may be absent or of any type, because the server validates untrusted
 * bodies with the same rules that forms run on their own typed values.
 */
export type LooseForm<T> = { readonly [K in keyof T]?: unknown };

export function addFieldError(errors: FieldErrors, field: string, key: string): void {
  const keys = errors[field] ?? [];
  if (!keys.includes(key)) keys.push(key);
  errors[field] = keys;
}

export function addFieldErrors(errors: FieldErrors, field: string, keys: readonly string[]): void {
  for (const key of keys) addFieldError(errors, field, key);
}

/** Spec 5 "Generic": absent, null, blank text, an empty list or a number that is not one count as missing. */
export function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The generic rule on one required value: missing, or not what `isExpected` accepts. */
export function mandatoryFieldErrors(value: unknown, isExpected: (value: unknown) => boolean = () => true) {
  return isMissing(value) || !isExpected(value) ? [MANDATORY_FIELD_ERROR] : [];
}

export type FieldKind = 'boolean' | 'string' | 'string[]';

const FIELD_KIND_CHECKS: Record<FieldKind, (value: unknown) => boolean> = {
  boolean: (value) => typeof value === 'boolean',
  string: (value) => typeof value === 'string',
  'string[]': (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
};

/**
 * The generic rule on fields that have defaults: leaving them out is fine, sending the wrong type is not
 * (spec 5 "Generic": a wrongly typed value gives mandatory_field_is_empty_error).
 */
export function addWrongTypeErrors(
  errors: FieldErrors,
  form: Readonly<Record<string, unknown>>,
  kinds: Readonly<Record<string, FieldKind>>,
): void {
  for (const [field, kind] of Object.entries(kinds)) {
    const value = form[field];
    if (value !== undefined && !FIELD_KIND_CHECKS[kind](value))
      addFieldError(errors, field, MANDATORY_FIELD_ERROR);
  }
}
