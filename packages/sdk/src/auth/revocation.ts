import { TOKEN_REVOCATION_BACKOFF_MAX_MS } from '../constants';

/** Attempts at revoking the API sessions before sign-out goes on without it. */
export const REVOCATION_ATTEMPTS = 3;
/** The first retry waits this long; each next one twice as long, up to TOKEN_REVOCATION_BACKOFF_MAX_MS. */
export const REVOCATION_FIRST_DELAY_MS = 1000;

/** The wait before retry number `attempt` (1-based): 1 s, 2 s, 4 s... capped at 5 minutes (spec 7, 9). */
export function revocationDelay(attempt: number): number {
  return Math.min(REVOCATION_FIRST_DELAY_MS * 2 ** (attempt - 1), TOKEN_REVOCATION_BACKOFF_MAX_MS);
}

/**
 * Runs a revocation, retrying a failed one with exponential backoff (a flaky network must not leave other
 * devices signed in). Answers the last error when every attempt failed, so the caller can still clean up
 * locally first and report it after.
 */
export async function revokeWithBackoff(
  revoke: () => Promise<void>,
  attempts: number = REVOCATION_ATTEMPTS,
): Promise<unknown> {
  let failure: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await revoke();
      return undefined;
    } catch (error) {
      failure = error;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, revocationDelay(attempt)));
    }
  }
  return failure;
}
