import { CreatorApiError } from '../errors';

/** Throws the spec 8 guard message before any request when a required argument is missing or empty. */
export function requireArgument<T>(value: T | null | undefined | '', message: string): T {
  if (value === undefined || value === null || value === '')
    throw new CreatorApiError(message, { code: 'missing_argument' });
  return value;
}
