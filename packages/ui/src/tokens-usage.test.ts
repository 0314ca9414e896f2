import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const ROOT = resolve(here, '..', '..', '..');
const TOKENS = join(here, 'tokens.css');
const tokens = new Set(
  [...readFileSync(TOKENS, 'utf8').matchAll(/(--mym-[a-z0-9-]+)\s*:/g)].map((m) => m[1]),
);
/** Where product styles are written: the design system, the elements and the site. */
const STYLED = ['packages/ui/src', 'packages/elements/src', 'site/src'].map((folder) => join(ROOT, folder));

function styleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : styleFiles(path);
    return /\.(css|astro|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name) && path !== TOKENS ? [path] : [];
  });
}

describe('design tokens have one home (DESIGN "packages/ui": tokens.css)', () => {
  it('no style repeats a value after a token (`var(--mym-token, value)`): tokens apply on :root and :host, so a copy can only drift', () => {
    const copies = STYLED.flatMap(styleFiles).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--mym-[a-z0-9-]+)\s*,/g)]
        .filter((match) => tokens.has(match[1] as string))
        .map((match) => `${relative(ROOT, file)}: ${match[0]}`),
    );
    expect(tokens.size).toBeGreaterThan(40);
    expect(copies).toEqual([]);
  });

  it('every property a style reads without a fallback is a token or set by a stylesheet or a component (a misspelt token paints nothing)', () => {
    const files = STYLED.flatMap(styleFiles);
    const texts = files.map((file) => readFileSync(file, 'utf8'));
    const set = new Set([
      ...tokens,
      ...texts.flatMap((text) =>
        [...text.matchAll(/(--mym-[a-z0-9-]+)['"]?\s*:|setProperty\(['"](--mym-[a-z0-9-]+)/g)].map(
          (m) => m[1] ?? m[2],
        ),
      ),
    ]);
    const unknown = files.flatMap((file, index) =>
      [...(texts[index] as string).matchAll(/var\((--mym-[a-z0-9-]+)\)/g)]
        .filter((match) => !set.has(match[1]))
        .map((match) => `${relative(ROOT, file)}: ${match[0]}`),
    );
    expect(unknown).toEqual([]);
  });
});
