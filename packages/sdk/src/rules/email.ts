/** RFC 5321's longest deliverable address (a path of 256 octets less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A plausible email address: something, one `@`, a domain with a dot that neither starts nor ends it, and no
 * whitespace; the fan's inbox is the real check. Written as two scans rather than one pattern: the pattern it
 * replaces (`^[^\s@]+@[^\s@]+\.[^\s@]+$`) backtracks quadratically over a long run of dots, and an address
 * longer than EMAIL_MAX_LENGTH is refused before any character is read.
 */
export function isEmailAddress(text: string): boolean {
  if (text.length < 3 || text.length > EMAIL_MAX_LENGTH || /\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  const domain = text.slice(at + 1);
  return domain.slice(1, -1).includes('.');
}
