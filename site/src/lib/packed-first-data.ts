import type { FirstData } from '@mym/elements';

/**
 * An island's first data as it crosses into the page: one JSON text. Astro writes an island's props with a type
 * tag on every value, and the page's script revives them one value at a time as the island hydrates: `/chat`'s
 * fifty conversations (74 KB of props) took 71 samples of its hydration task under Lighthouse's fourfold slowdown,
 * about ten times what the browser's own `JSON.parse` takes for the same text. The answers are plain JSON (the
 * API's own answers, checked by the SDK), so nothing is lost on the way.
 */
export type PackedFirstData = string & { readonly packedFirstData: unique symbol };

/** The server's side: the answers a page was read with, as one text (none when it was read with none). */
export function packFirstData(answers: FirstData | undefined): PackedFirstData | undefined {
  return answers === undefined ? undefined : (JSON.stringify(answers) as PackedFirstData);
}

/** The island's side: the answers again, or none when the page came without. */
export function unpackFirstData(packed: PackedFirstData | undefined): FirstData | undefined {
  return packed === undefined ? undefined : (JSON.parse(packed) as FirstData);
}
