/**
 * Google and Microsoft send the creator back with `code` and `state` only: the provider being connected is kept
 * in the tab's session storage when the creator leaves for the consent page, and read back on return.
 */
const KEY = 'mym-calendar-provider';

export function rememberPendingProvider(provider: string): void {
  try {
    sessionStorage.setItem(KEY, provider);
  } catch {
    // Storage refused (private mode, a partner page's sandbox): the answer's own `provider`, if any, is used.
  }
}

export function pendingProvider(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
