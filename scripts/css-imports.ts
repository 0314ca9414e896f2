import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const IMPORT = /^@import\s+["']([^"']+)["'];\s*$/gm;

/**
 * A stylesheet with its relative `@import`s replaced by the files they name, recursively: the one sheet the
 * design system and the elements ship (and adopt in shadow roots, where `@import` is not allowed) is made of
 * one small file per piece and per feature.
 */
export function inlineCssImports(path: string, seen: ReadonlySet<string> = new Set()): string {
  const file = resolve(path);
  if (seen.has(file)) throw new Error(`${file} imports itself`);
  const visited = new Set([...seen, file]);
  return readFileSync(file, 'utf8').replace(IMPORT, (_line, target: string) =>
    inlineCssImports(resolve(dirname(file), target), visited).trimEnd(),
  );
}
