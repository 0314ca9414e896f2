import { writeFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { inlineCssImports } from '../../scripts/css-imports';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** Mirrors Vite's `?inline` CSS imports: the stylesheet's text, which elements adopt in their shadow roots. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, async (args) => {
      const resolved = await build.resolve(args.path.replace(/\?inline$/, ''), {
        kind: 'import-statement',
        resolveDir: args.resolveDir,
      });
      // Keep the suffix so tsup's own CSS handling (it matches paths ending in .css) leaves the file alone.
      return { path: `${resolved.path}?inline`, namespace: 'inline-css' };
    });
    // The sheet's `@import`s joined in, as Vite does: a constructable stylesheet ignores them.
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, (args) => ({
      contents: inlineCssImports(args.path.replace(/\?inline$/, '')),
      loader: 'text',
    }));
  },
};

export default defineConfig({
  // The package for React apps and bundlers: dependencies stay external.
  entry: { index: 'src/index.ts', register: 'src/register.tsx' },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  external: ['react', 'react-dom', /^@mym\//],
  esbuildPlugins: [inlineCss],
  onSuccess: async () => writeFileSync('dist/elements.css', inlineCssImports('src/elements.css')),
});
