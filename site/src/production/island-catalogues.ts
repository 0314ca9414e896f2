import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cataloguesNeeded, ELEMENTS_SOURCE } from '@mym/elements/catalogues-needed';
import type { AstroIntegration } from 'astro';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';

const ISLANDS = fileURLToPath(new URL('../islands/', import.meta.url));
const MODULE_ID = 'virtual:mym/island-catalogues';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Packages other than the elements, stylesheets and catalogues hold no feature's words: left out of the walk. */
const outsideTheWords: EsbuildPlugin = {
  name: 'outside-the-words',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]|\.css(\?inline)?$|\.json$/ }, (args) =>
      args.path === '@mym/elements' || args.path.startsWith('@mym/elements/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * Each island's catalogues (`{ LoginIsland: ['auth', 'security', 'shell'] }`): the feature folders and keys of the
 * code it runs in the browser, its lazy steps included, after tree shaking (an island that imports one form from
 * `@mym/elements` reaches that form's files, not the whole package). Derived at build time from the code itself,
 * so an island added tomorrow carries its own words without a list to keep.
 */
export async function islandCatalogues(): Promise<Record<string, string[]>> {
  const islands = readdirSync(ISLANDS).filter((file) => /^[A-Z]\w*\.tsx$/.test(file));
  const result = await build({
    entryPoints: islands.map((file) => join(ISLANDS, file)),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: '/islands',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [outsideTheWords],
  });
  const catalogues: Record<string, string[]> = {};
  for (const output of Object.values(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    const name = output.entryPoint.replace(/^.*\//, '').replace(/\.tsx$/, '');
    const reached = Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([input]) => relative(ELEMENTS_SOURCE, resolve(input)));
    catalogues[name] = cataloguesNeeded(reached);
  }
  return catalogues;
}

/**
 * Serves `virtual:mym/island-catalogues` to the server: which words each island needs, so a page's catalogue
 * block carries the union of its islands' catalogues instead of the whole back office's (site/src/lib/page-words.ts).
 */
export function islandCataloguesModule(): AstroIntegration {
  return {
    name: 'mym:island-catalogues',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'mym:island-catalogues',
                resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
                load: async (id) =>
                  id === RESOLVED_ID
                    ? `export default ${JSON.stringify(await islandCatalogues())};`
                    : undefined,
              },
            ],
          },
        });
      },
    },
  };
}
