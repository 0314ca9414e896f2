/**
 * Calendar providers say "slow down" in more than one way: 429, and Google's 403 with a rate-limit reason
 * (`rateLimitExceeded`, `userRateLimitExceeded`, `quotaExceeded`). Such an answer is a hiccup to retry later,
 * never a refusal of the credentials: the connection must not be switched off for it.
 */
const RATE_LIMIT_WORDS = /rate ?limit|quota|throttl|too many requests/i;
/** Enough of a 403's body to find its reason; a hostile server's long body is not read past this. */
const REASON_BYTES = 4096;

export function rateLimitedAnswer(status: number, retryAfter: string | null, body: string): boolean {
  if (status === 429) return true;
  if (status !== 403) return false;
  return retryAfter !== null || RATE_LIMIT_WORDS.test(body.slice(0, REASON_BYTES));
}

/** Whether this answer asks to slow down; reads (a copy of) the body of a 403 only. */
export async function rateLimited(response: Response): Promise<boolean> {
  if (response.status !== 429 && response.status !== 403) return false;
  const body =
    response.status === 403
      ? await response
          .clone()
          .text()
          .catch(() => '')
      : '';
  return rateLimitedAnswer(response.status, response.headers.get('retry-after'), body);
}
