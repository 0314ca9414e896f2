// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const SOURCE = resolve(import.meta.dirname, '..');
const DEFINITIONS = join(SOURCE, 'custom-elements', 'definitions');
/** The feature stylesheets in cascade order: the site's `elements.css` lists them. */
const ORDER = [
  ...readFileSync(join(SOURCE, 'elements.css'), 'utf8').matchAll(/@import "\.\/(.+\.css)";/g),
].map((match) => match[1] as string);
const BASE = 'custom-elements/element.css';

/** The feature stylesheets of every source folder an element's code reaches, statically or lazily. */
async function stylesReached(definition: string): Promise<string[]> {
  const result = await build({
    entryPoints: [join(DEFINITIONS, definition)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'source-only',
        setup(builder) {
          // Packages, stylesheets and catalogues are not code of a feature folder.
          builder.onResolve({ filter: /^[^./]|\.css(\?inline)?$|\.json$/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  const folders = new Set(
    Object.keys(result.metafile.inputs).map((input) => relative(SOURCE, dirname(resolve(input)))),
  );
  return ORDER.filter((sheet) => sheet !== BASE && folders.has(dirname(sheet)));
}

/** The feature stylesheets a definition hands its element (the `?inline` imports of its list), in its order. */
function stylesGiven(definition: string): string[] {
  const source = readFileSync(join(DEFINITIONS, definition), 'utf8');
  const paths = new Map(
    [...source.matchAll(/import (\w+) from '(\.\.\/\.\.\/.+\.css)\?inline';/g)].map((match) => [
      match[1] as string,
      relative(SOURCE, resolve(DEFINITIONS, match[2] as string)),
    ]),
  );
  const list = /\[((?:\s*\w+Styles,?)+)\s*\]/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => paths.get(name) ?? name);
}

const ELEMENTS = readdirSync(DEFINITIONS).filter(
  // `<mym-booking>` carries one sheet of its own (the pieces it draws), checked by its build.
  (file) => file.endsWith('.tsx') && file !== 'booking.tsx',
);

describe('each element adopts the styles of every feature it shows, and only those (DESIGN custom elements, issue 13)', () => {
  it.each(ELEMENTS)('%s', async (definition) => {
    const reached = await stylesReached(definition);
    expect(reached.length).toBeGreaterThan(0);
    for (const sheet of reached) expect(existsSync(join(SOURCE, sheet))).toBe(true);
    expect(stylesGiven(definition)).toEqual(reached);
  });
});
