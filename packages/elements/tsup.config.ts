import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

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
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, (args) => ({
      contents: readFileSync(args.path.replace(/\?inline$/, ''), 'utf8'),
      loader: 'text',
    }));
  },
};

export default defineConfig([
  {
    // The package for React apps and bundlers: dependencies stay external.
    entry: { index: 'src/index.ts', register: 'src/register.tsx' },
    format: ['esm'],
    target: 'es2022',
    dts: true,
    sourcemap: true,
    clean: true,
    external: ['react', 'react-dom', /^@mym\//],
    esbuildPlugins: [inlineCss],
  },
  {
    // One file for partner pages: React, the SDK and every element, defined on load.
    entry: { 'mym-elements': 'src/register.tsx' },
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    minify: true,
    // A single file: the lazily loaded identity code is inlined rather than left as a chunk to host.
    splitting: false,
    sourcemap: true,
    noExternal: [/.*/],
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildPlugins: [inlineCss],
  },
]);
