/**
 * Look-alikes of the characters every mail client's auto-linker keys on (`.` of a domain, `:` and `/` of a
 * scheme, `@` of an address). Text a visitor typed (the fan's name) goes into mail through `unlinked`, so
 * "Grace www.evil.example" reads the same but is never turned into a link the creator's fan could click.
 */
const LOOK_ALIKES: Record<string, string> = {
  '.': '\u2024', // ONE DOT LEADER
  ':': '\u2236', // RATIO
  '/': '\u2215', // DIVISION SLASH
  '\\': '\u2216', // SET MINUS
  '@': '\uFE6B', // SMALL COMMERCIAL AT
};

/** The text with every link-making character replaced by its look-alike. */
export function unlinked(text: string): string {
  return text.replace(/[.:/\\@]/g, (character) => LOOK_ALIKES[character] ?? character);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML content: markup characters escaped, nothing it says can open or close an element. */
export function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
