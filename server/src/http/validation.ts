import { type FieldErrors, MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import type { Struct, StructError } from 'superstruct';
import { ApiError } from './errors';

/** Where a failure of the whole body (not an object, no body at all) is reported in `error.fields`. */
export const BODY_FIELD = 'body';

/**
 * Spec 5 "Generic": a missing or wrongly typed required value gives mandatory_field_is_empty_error. Every
 * struct failure is one, reported under its dotted path (`discount.price.value`).
 */
export function structFieldErrors(error: StructError): FieldErrors {
  const fields: FieldErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : BODY_FIELD;
    const keys = fields[field] ?? [];
    if (!keys.includes(MANDATORY_FIELD_ERROR)) keys.push(MANDATORY_FIELD_ERROR);
    fields[field] = keys;
  }
  return fields;
}

export function validationFailed(fields: FieldErrors): ApiError {
  return new ApiError(400, 'validation_failed', 'Some fields are not valid', fields);
}

/** Throws the 400 answer when a rule found anything; nothing is stored before this passes. */
export function rejectIfInvalid(fields: FieldErrors): void {
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/** Coerces and validates an untrusted value (a body, a query) against its contract struct. */
export function parseWith<T, S>(struct: Struct<T, S>, value: unknown): T {
  const [error, parsed] = struct.validate(value, { coerce: true });
  if (error) throw validationFailed(structFieldErrors(error));
  return parsed as T;
}

/** Merges rule errors into struct errors so one answer shows every criterion (spec 5 "Generic"). */
export function mergeFieldErrors(...all: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const fields of all) {
    for (const [field, keys] of Object.entries(fields)) {
      const target = merged[field] ?? [];
      for (const key of keys) if (!target.includes(key)) target.push(key);
      merged[field] = target;
    }
  }
  return merged;
}

/** A partial payload without its absent keys, so spreading it never erases a stored value. */
export function definedFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
