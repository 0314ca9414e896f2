import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The partner pages' loader (`mym-elements.js`): it only knows the tags, each element's code loads
 * when its tag appears. Measured from the source in a blink, so an import that drags an element into the loader
 * is a red unit test. (The login page is measured by `pnpm bench` only: esbuild gives a page importing
 * `@mym/elements` every module its index re-exports, evanw/esbuild#2922, so it cannot stand in for the site's
 * Vite build.)
 */
export const WIDGET_LOADER = resolve(ROOT, 'packages', 'elements', 'src', 'custom-elements', 'loader.ts');

// Each element's code is a chunk of its own that the loader imports on demand: left out, which keeps this fast.
const elementsApart: Plugin = {
  name: 'elements-apart',
  setup(context) {
    context.onResolve({ filter: /\/definitions\// }, (args) => ({ path: args.path, external: true }));
  },
};

/** Gzip bytes of the loader's chunk and what it imports statically; code behind `import()` is not counted. */
export async function widgetLoaderWeight(): Promise<number> {
  const result = await build({
    entryPoints: [WIDGET_LOADER],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: '/loader-weight',
    metafile: true,
    logLevel: 'silent',
    plugins: [elementsApart],
  });
  const outputs = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const meta = result.metafile.outputs;
  const entryPath = Object.keys(meta).find((path) => {
    const source = meta[path]?.entryPoint;
    return source !== undefined && resolve(source) === WIDGET_LOADER;
  });
  if (!entryPath) throw new Error('no output for the loader');
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of meta[path]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entryPath);
  let total = 0;
  for (const path of seen) {
    const contents = outputs.get(resolve('/', path)) ?? outputs.get(path);
    if (contents) total += gzipSync(contents, { level: 9 }).length;
  }
  return total;
}
