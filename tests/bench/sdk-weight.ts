import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const SDK_SOURCE = resolve(import.meta.dirname, '..', '..', 'packages', 'sdk', 'src');

/** The SDK's entry points (its package exports) and the source each is built from. */
export const SDK_ENTRIES = {
  '@mym/sdk': 'index.ts',
  '@mym/sdk/booking': 'booking/index.ts',
  '@mym/sdk/fan': 'fan/index.ts',
  '@mym/sdk/contract': 'contract/index.ts',
  '@mym/sdk/rules': 'rules/index.ts',
  '@mym/sdk/rules/slots': 'rules/slots.ts',
  '@mym/sdk/forms': 'forms/index.ts',
} as const;

/**
 * Byte budgets of the SDK's entry points: what a page importing one of them downloads first,
 * minified and gzipped.
 */
export const SDK_ENTRY_BUDGETS: Record<keyof typeof SDK_ENTRIES, number> = {
  // The whole entry, as a browser importing it without a bundler gets it: the client with the creator's resource
  // (every other resource loads its code on its first call), and every shape, form model and rule of the subpaths,
  // which it re-exports (36,034 B measured on 2026-11-26; until then this row measured the first lazily loaded
  // resource's chunk instead of the entry, and read 8.1-9.1 KB). A bundler keeps what a script uses of it.
  '@mym/sdk': 36_500,
  // Every wire shape, the fan side's (messages, ledger, payments, live events) included (6.0 -> 7.3 KB), with
  // strings bounded ahead of every pattern and the linear email check (about 130 B), and the cloud's search and
  // sort queries (7,655 B measured), then the incomes' figures, chart, lines, payouts and export, the calendar's, the
  // tools summary's, the lives' and the notifications' (10,084 B measured on 2026-11-26).
  '@mym/sdk/contract': 10_300,
  // Every rule in one home: the consultation, availability and booking-details rules moved in from the elements
  // and the server, the messages' rules and the linear email check (7.4 -> 8.1 KB; 8,125 B measured).
  // Then the lives' rules (the push date and price rules they share, 8,890 B measured on 2026-11-26).
  '@mym/sdk/rules': 9_100,
  // The slot engine computes in the creator's zone with Temporal (temporal-polyfill, about 19 KB): a subpath of
  // its own, so that the rules every form uses do not carry it.
  '@mym/sdk/rules/slots': 22_000,
  // Every form model of the product: push, post, live, consultation, availability and booking details (the last
  // three moved in from the elements; 9,414 B measured on 2026-11-26).
  '@mym/sdk/forms': 9_700,
  // What a fan's booking page needs first: the client and its shapes.
  '@mym/sdk/booking': 6_000,
  // What a fan's script or page needs: sign-in over fetch, the fan's calls and the event stream reader. The event
  // stream goes through the API transport every call does (one place for the bearer token and the error envelope;
  // 7,833 -> 8,024 B measured on 2026-11-26); a fan's sign-up confirmed by its code, for the booking widget's paid
  // consultations (8,139 B); a time zone checked once per page instead of once per answer's row (8,235 B on
  // 2026-11-27).
  '@mym/sdk/fan': 8_300,
};

/**
 * What a browser downloads first for one entry point, minified and gzipped: the entry's chunk and the chunks it
 * imports statically. Code behind `import()` (aws-amplify, tus) loads later and is not counted.
 */
export async function sdkEntryWeight(entry: keyof typeof SDK_ENTRIES): Promise<number> {
  const source = resolve(SDK_SOURCE, SDK_ENTRIES[entry]);
  const result = await build({
    entryPoints: [source],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: '/sdk-weight',
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const meta = result.metafile.outputs;
  // Every `import()` is an entry point of its own in the metafile: the one measured is the entry's.
  const entryPath = Object.keys(meta).find(
    (path) => meta[path]?.entryPoint === relative(process.cwd(), source),
  );
  if (!entryPath) throw new Error(`no output for ${entry}`);
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of meta[path]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entryPath);
  let total = 0;
  for (const path of seen) {
    const contents = outputs.get(resolve('/', path)) ?? outputs.get(path);
    if (contents) total += gzipSync(contents, { level: 9 }).length;
  }
  return total;
}
