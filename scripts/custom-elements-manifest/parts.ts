/** The CSS parts an element shows: every `part="..."` in the code its definition reaches. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSync } from 'esbuild';

/** `part="root"` is the host's own box (element-host.tsx), the same in every element. */
export const ROOT_PART = { name: 'root', description: "The element's outer box." };

/** The source files an element's code reaches, statically or lazily (packages and assets left out). */
function filesReached(definition: string): string[] {
  const result = buildSync({
    entryPoints: [definition],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'silent',
    packages: 'external',
    external: ['*.css', '*.css?inline', '*.json'],
  });
  return Object.keys(result.metafile?.inputs ?? {}).map((input) => resolve(input));
}

/** The parts the element's code names. */
export function partsInCode(definition: string): string[] {
  const parts = new Set<string>();
  for (const file of filesReached(definition)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/\bpart="([a-z-]+)"/g))
      parts.add(match[1] as string);
  }
  return [...parts];
}
