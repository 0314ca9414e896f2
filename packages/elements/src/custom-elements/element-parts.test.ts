// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { cataloguesNeeded } from '../i18n/catalogues-needed';

const SOURCE = resolve(import.meta.dirname, '..');
const DEFINITIONS = join(SOURCE, 'custom-elements', 'definitions');
/** The feature stylesheets in cascade order: the site's `elements.css` lists them. */
const ORDER = [
  ...readFileSync(join(SOURCE, 'elements.css'), 'utf8').matchAll(/@import "\.\/(.+\.css)";/g),
].map((match) => match[1] as string);
const BASE = 'custom-elements/element.css';

/** The source files an element's code reaches, statically or lazily, relative to `src/`. */
async function filesReached(definition: string): Promise<string[]> {
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
  return Object.keys(result.metafile.inputs).map((input) => relative(SOURCE, resolve(input)));
}

const foldersOf = (files: readonly string[]) => new Set(files.map((file) => dirname(file)));

/** The classes each feature stylesheet styles as its own: those that open a selector (not `.a .b`'s `b`). */
const CLASSES_STYLED = new Map(
  ORDER.map((sheet) => {
    const css = readFileSync(join(SOURCE, sheet), 'utf8');
    return [
      sheet,
      new Set([...css.matchAll(/^\.(mym-[a-z0-9_-]+)/gm)].map((match) => match[1] as string)),
    ] as const;
  }),
);

/**
 * The feature stylesheets an element needs, in cascade order: the sheet of every folder its code reaches (a sheet
 * also serves the subfolders that have none of their own, as `common/common.css` serves `common/schedule/`), and
 * every sheet that styles a class its code names (a piece of `common/` styled in a feature's sheet still needs it).
 */
function stylesNeeded(files: readonly string[]): string[] {
  const sheetFolders = new Set(ORDER.map((sheet) => dirname(sheet)));
  const styledBy = (folder: string): string => {
    let current = folder;
    while (!sheetFolders.has(current) && current !== '.') current = dirname(current);
    return current;
  };
  const folders = new Set([...foldersOf(files)].map(styledBy));
  const named = new Set(
    files.flatMap((file) =>
      [...readFileSync(join(SOURCE, file), 'utf8').matchAll(/\bmym-[a-z0-9_-]+/g)].map((m) => m[0]),
    ),
  );
  return ORDER.filter(
    (sheet) =>
      sheet !== BASE &&
      (folders.has(dirname(sheet)) || [...(CLASSES_STYLED.get(sheet) ?? [])].some((name) => named.has(name))),
  );
}

/** The catalogues a definition names. */
function cataloguesGiven(definition: string): string[] {
  const source = readFileSync(join(DEFINITIONS, definition), 'utf8');
  const list = /catalogues: \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z/]+)'/g)].map((match) => match[1] as string);
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

describe('each element carries the styles and built-in words of every feature it shows, and only those (DESIGN custom elements)', () => {
  it.each(ELEMENTS)('%s', async (definition) => {
    const files = await filesReached(definition);
    const styles = stylesNeeded(files);
    expect(styles.length).toBeGreaterThan(0);
    for (const sheet of styles) expect(existsSync(join(SOURCE, sheet))).toBe(true);
    expect(stylesGiven(definition), 'styles').toEqual(styles);
    expect(cataloguesGiven(definition), 'catalogues').toEqual(cataloguesNeeded(files));
  });
});
