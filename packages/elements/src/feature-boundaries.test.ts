// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN "Layout": a feature folder imports `common/`, `composer/`, `@mym/ui` and `@mym/sdk`, never another
 * feature folder, so that a feature can be read, changed and shipped alone. The folders that are not features:
 */
const SHARED = new Set(['common', 'composer', 'custom-elements', 'i18n', 'test-support', 'types']);
/** The wizards pick their medias with the cloud's own screens; `composer/media-picker.tsx` is that one door. */
const COMPOSER_MAY_SHOW = new Set(['cloud']);

const SOURCE = import.meta.dirname;
const FOLDERS = readdirSync(SOURCE).filter((name) => statSync(join(SOURCE, name)).isDirectory());
const FEATURES = new Set(FOLDERS.filter((name) => !SHARED.has(name)));

const topFolder = (file: string): string | undefined => {
  const path = relative(SOURCE, file);
  return path.includes(sep) ? path.split(sep)[0] : undefined;
};

/** Every relative import (static, dynamic, `vi.mock`) of every source file, with the folders at both ends. */
function imports(): { file: string; from: string | undefined; to: string | undefined }[] {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => join(SOURCE, path));
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import\(|vi\.mock\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
      (match) => ({
        file: relative(SOURCE, file),
        from: topFolder(file),
        to: topFolder(resolve(dirname(file), match[1] as string)),
      }),
    ),
  );
}

describe('feature folders stand alone (DESIGN "Layout")', () => {
  const all = imports();

  it('finds the feature folders and their imports', () => {
    expect(FEATURES.has('push')).toBe(true);
    expect(FEATURES.has('post')).toBe(true);
    expect(all.length).toBeGreaterThan(100);
  });

  it('a feature folder imports no other feature folder', () => {
    const crossing = all.filter(
      ({ from, to }) => from && to && from !== to && FEATURES.has(from) && FEATURES.has(to),
    );
    expect(crossing.map(({ file, to }) => `${file} -> ${to}/`)).toEqual([]);
  });

  it('common/ imports no feature folder and no wizard piece', () => {
    const crossing = all.filter(
      ({ from, to }) => from === 'common' && to && (FEATURES.has(to) || to === 'composer'),
    );
    expect(crossing.map(({ file, to }) => `${file} -> ${to}/`)).toEqual([]);
  });

  it('composer/ imports no feature folder but the cloud screens both wizards show', () => {
    const crossing = all.filter(
      ({ from, to }) => from === 'composer' && to && FEATURES.has(to) && !COMPOSER_MAY_SHOW.has(to),
    );
    expect(crossing.map(({ file, to }) => `${file} -> ${to}/`)).toEqual([]);
  });
});
