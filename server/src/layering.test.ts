import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server reads top down (DESIGN "Layout"): `routes/` (HTTP only) -> `services/` (business steps) -> `db/` (all
 * SQL of a table) -> `presenters/`. These checks keep a query from settling in a route or a presenter again, where
 * the next reader would not look for it.
 */
const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}

const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom|mergeInto)\(|\bsql(<[^>]*>)?`/;

/** Relative imports and re-exports, static or dynamic. */
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

/** The seed and the test fixtures write whole demo data sets in bulk; no request goes through them. */
const BULK_WRITERS = ['seed/', 'testing/'];

describe('the server reads routes -> services -> db -> presenters (DESIGN "Layout")', () => {
  const files = sourceFiles(root);

  it('no SQL outside db/: every query of a table lives in db/<table>.ts', () => {
    const querying = files.filter(
      (file) =>
        !file.startsWith('db/') &&
        !BULK_WRITERS.some((dir) => file.startsWith(dir)) &&
        SQL.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(querying).toEqual([]);
  });

  it('every route is declared in routes/', () => {
    const declaring = files.filter(
      (file) =>
        !file.startsWith('routes/') &&
        file !== 'http/route-catalog.ts' &&
        /\b(defineRoute|describeRoute)\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(declaring).toEqual([]);
  });

  it('routes/ holds route files only: a business step lives in services/', () => {
    const notDeclaring = files.filter(
      (file) =>
        file.startsWith('routes/') &&
        !/\b(defineRoute|describeRoute)\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(notDeclaring).toEqual([]);
  });

  it.each([
    ['db/', ['services/', 'routes/']],
    ['services/', ['routes/']],
  ])('%s never imports a layer above it (%j)', (layer, above) => {
    const upward = files.flatMap((file) => {
      if (!file.startsWith(layer)) return [];
      const imported = [...readFileSync(join(root, file), 'utf8').matchAll(IMPORT)].map((match) =>
        relative(root, join(root, dirname(file), match[1] as string)),
      );
      return imported
        .filter((target) => above.some((dir) => target.startsWith(dir)))
        .map((target) => `${file} -> ${target}`);
    });
    expect(upward).toEqual([]);
  });

  it('presenters and routes never open the database themselves', () => {
    const opening = files.filter(
      (file) =>
        (file.startsWith('presenters/') || file.startsWith('routes/')) &&
        /\.transaction\(\)/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(opening).toEqual([]);
  });
});
