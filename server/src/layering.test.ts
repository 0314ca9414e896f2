import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as contract from '@mym/sdk/contract';
import { Struct } from 'superstruct';
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
    ['db/', ['services/', 'routes/', 'presenters/']],
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

  it('db/ answers rows: no db file builds a record the API answers (presenters/ does)', () => {
    const records = answeredRecords(files);
    const building = files.flatMap((file) => {
      if (!file.startsWith('db/')) return [];
      return contractTypesImported(readFileSync(join(root, file), 'utf8'))
        .filter((name) => records.has(name))
        .map((name) => `${file} -> ${name}`);
    });
    expect(building).toEqual([]);
  });
});

/** The types a file imports from the SDK's contract. */
function contractTypesImported(source: string): string[] {
  return [
    ...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@mym\/sdk\/contract(?:\/[\w-]+)?'/g),
  ].flatMap((match) =>
    (match[1] as string)
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean),
  );
}

/**
 * The contract's records the API only answers: every object struct of the contract (a type `Foo` is
 * `fooStruct`) except those a request body holds, which a db function may take as its input. Structs are
 * matched by their field schema, which `optional`, `nullable` or `refine` keep.
 */
function answeredRecords(files: string[]): Set<string> {
  const structs = contract as Record<string, unknown>;
  const sent = new Set<unknown>();
  const visit = (struct: unknown) => {
    if (!(struct instanceof Struct)) return;
    if (struct.type === 'object' && struct.schema && typeof struct.schema === 'object') {
      if (sent.has(struct.schema)) return;
      sent.add(struct.schema);
      for (const field of Object.values(struct.schema as object)) visit(field);
    } else visit(struct.schema);
  };
  for (const file of files.filter((name) => name.startsWith('routes/'))) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(/\bbody:\s*(\w+Struct)\b/g)) {
      visit(structs[match[1] as string]);
    }
  }
  const records = new Set<string>();
  for (const [name, struct] of Object.entries(structs)) {
    if (!name.endsWith('Struct') || !(struct instanceof Struct) || struct.type !== 'object') continue;
    if (sent.has(struct.schema)) continue;
    const typeName = name.slice(0, -'Struct'.length);
    records.add(typeName.charAt(0).toUpperCase() + typeName.slice(1));
  }
  return records;
}
