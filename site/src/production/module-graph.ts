import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleGraph } from '../lib/module-preloads';

/**
 * The static imports of every built script of the assets folder (`import{a}from"./b.js"`, `import"./c.js"`), read
 * once when the server starts. A dynamic `import("./d.js")` is not one: what loads on demand is not preloaded.
 */
export function builtModuleGraph(assetsDir: string): ModuleGraph {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(assetsDir)) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(assetsDir, file), 'utf8');
    const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)].map(
      (match) => match[1] as string,
    );
    graph.set(file, [...new Set(imports)]);
  }
  return graph;
}
