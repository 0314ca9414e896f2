/** RFC 5321's longest deliverable address (a path of 256 octets less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A plausible email address: something, one `@`, a domain with a dot that neither starts nor ends it, and no
 * whitespace; the fan's inbox is the real check. The length is checked before any character is read, and the
 * pattern has no overlapping repetition (unlike `^[^\s@]+@[^\s@]+\.[^\s@]+$`, which backtracks quadratically
 * over a long run of dots): one scan, then the dot is looked for inside the domain.
 */
export const isEmailAddress = (text: string): boolean =>
  text.length <= EMAIL_MAX_LENGTH &&
  /^[^\s@]+@[^\s@]+$/.test(text) &&
  text.slice(text.indexOf('@') + 2, -1).includes('.');
