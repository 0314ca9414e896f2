import { LinkifyIt } from 'linkify-it';

/** A run of a message's plain text: words, or a link a reader may open. */
export type TextRun = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only written addresses become links: a bare word that looks like a domain stays words.
const linkify = new LinkifyIt().set({ fuzzyLink: false, fuzzyEmail: false });

/**
 * Splits a message into text and links (`http` and `https` only; never `javascript:` or any other scheme),
 * so the thread renders plain text with clickable links and nothing as HTML.
 */
export function textRuns(text: string): TextRun[] {
  const matches = linkify.match(text) ?? [];
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of matches) {
    if (!/^https?:\/\//i.test(match.url)) continue;
    if (match.index > at) runs.push({ kind: 'text', text: text.slice(at, match.index) });
    runs.push({ kind: 'link', text: match.raw, href: match.url });
    at = match.lastIndex;
  }
  if (at < text.length) runs.push({ kind: 'text', text: text.slice(at) });
  return runs;
}
