/**
 * Whether a name is an IANA time zone this runtime knows (`Europe/Paris`). A module of its own: the contract's
 * time zone scalar checks it on every screen, which need none of the calendar's rules.
 */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}
