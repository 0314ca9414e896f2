import { CreatorApiError, IDENTITY_MESSAGES } from '../errors';

/** Wraps an identity failure: the identity's own message (or spec 8's default) and its exception name as code. */
export function identityError(error: unknown): CreatorApiError {
  if (error instanceof CreatorApiError) return error;
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return new CreatorApiError(message || IDENTITY_MESSAGES.authenticationError, {
    ...(name ? { code: name } : {}),
    cause: error,
  });
}

/** Runs an identity call and rethrows its failure as a `CreatorApiError`. */
export async function callIdentity<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw identityError(error);
  }
}
