/**
 * The scripts an island runs before it shows anything, announced in the page's head (`<link rel="modulepreload">`):
 * the browser fetches the island, its renderer and every module they import statically at once, instead of
 * discovering them one import level at a time (a round trip each on a phone's link). Lazy steps stay lazy.
 */

/** Where the production server keeps the built client's static import graph (production/module-graph.ts). */
const MODULE_GRAPH = Symbol.for('mym.site.module-graph');

/** Each built script's file name and the file names it imports statically. */
export type ModuleGraph = ReadonlyMap<string, readonly string[]>;

type GraphHolder = { [MODULE_GRAPH]?: ModuleGraph };

/** Kept by the production server at start; the development server has none and announces nothing. */
export function keepModuleGraph(graph: ModuleGraph): void {
  (globalThis as GraphHolder)[MODULE_GRAPH] = graph;
}

/**
 * The modules the islands of an HTML fragment that hydrate with `directive` run first: their own, their
 * renderer's, and what those import. `load` islands announce theirs with the HTML; `painted` ones after the first
 * paint (src/hydration/after-first-paint.ts), less what the `load` ones already announced. An island that waits
 * longer (`client:idle`, `client:visible`) does not compete with them.
 */
export function modulePreloads(html: string, directive: 'load' | 'painted' = 'load'): string[] {
  const graph = (globalThis as GraphHolder)[MODULE_GRAPH];
  if (!graph) return [];
  const entries = [...html.matchAll(/<astro-island\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(` client="${directive}"`))
    .flatMap((tag) =>
      [...tag.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)].map((match) => match[1] ?? ''),
    );
  const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);
  const seen = new Map<string, string>();
  const visit = (folder: string, file: string) => {
    if (seen.has(file)) return;
    seen.set(file, `${folder}${file}`);
    for (const imported of graph.get(file) ?? []) visit(folder, imported);
  };
  for (const url of entries) visit(folderOf(url), url.slice(url.lastIndexOf('/') + 1));
  return [...seen.values()];
}
