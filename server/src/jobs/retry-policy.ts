/**
 * How a background job (a publication, a push delivery) that failed is tried again: each failure pushes its next
 * attempt further (30 s, 1 min, 2 min, ... capped at one hour), and after `JOB_MAX_ATTEMPTS` it is dead: left
 * alone, with the reason shown to its creator. A failing job therefore never holds back the ones behind it.
 */
export const JOB_MAX_ATTEMPTS = 5;
export const JOB_RETRY_BASE_MS = 30_000;
export const JOB_RETRY_MAX_MS = 3_600_000;

/** Said on a post or push whose publication failed for good (the operator's log keeps the error itself). */
export const PUBLICATION_FAILED_REASON = `Could not be published after ${JOB_MAX_ATTEMPTS} attempts`;
/** Said on a push whose delivery failed for good. */
export const DELIVERY_FAILED_REASON = `Could not be delivered after ${JOB_MAX_ATTEMPTS} attempts`;

/** The wait before the next attempt, after `attempts` failed ones (1 = the first failure). */
export function retryDelayMs(attempts: number): number {
  return Math.min(JOB_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), JOB_RETRY_MAX_MS);
}

/** What an operator's log keeps of a failure: its message, bounded. */
export function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}
