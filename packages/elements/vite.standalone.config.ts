import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { CONTRACT_PURE_CALLS } from '../sdk/src/contract/pure-calls';

/**
 * `dist/mym-elements.js` for partner pages: one small loader that knows every tag, and a chunk per element plus
 * the code they share, fetched when a tag first appears. Built by Rollup's chunking (rolldown), not
 * esbuild's: esbuild assigns a barrel's re-exported files to every entry that imports the barrel (evanw/esbuild
 * #2922), so each widget downloaded the calendars, dialogs and pickers `@mym/ui` re-exports (290 KB for the push
 * composer); rolldown shares only the modules an element really uses (about 200 KB).
 *
 * The elements run here on Preact's React compatibility layer (`preact/compat` 11, which passes `ref` as a prop as
 * React 19 does): React 19's client alone is 69 KB of a widget's gzip, compat about 10 KB, so the push composer
 * and the booking widget fit the 120 KB budget of a partner's widget. The React components (`@mym/elements`, its unit tests) and the
 * site stay on React; the end-to-end tests drive every element of this bundle on a partner page.
 */
const compat = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  publicDir: false,
  // Partners serve the bundle from a folder of their own: chunks (and their modulepreload hints) are fetched
  // relative to mym-elements.js, never from the page's root, where each hint was a 404.
  base: './',
  define: {
    'process.env.NODE_ENV': '"production"',
    // The hosts every element of this bundle may talk to, besides those the page lists (allowed-hosts.ts).
    __MYM_ALLOWED_HOSTS__: JSON.stringify(process.env.MYM_ALLOWED_HOSTS ?? ''),
  },
  resolve: {
    // Absolute paths: the kit's files in packages/ui import react too, and preact is this package's alone.
    alias: [
      { find: /^react-dom\/client$/, replacement: compat('preact/compat/client') },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: compat('preact/jsx-runtime') },
      { find: /^react(-dom)?$/, replacement: compat('preact/compat') },
    ],
  },
  build: {
    outDir: 'dist',
    // tsup has just written the package build (index, register) into dist: keep it.
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    copyPublicDir: false,
    rollupOptions: {
      input: { 'mym-elements': fileURLToPath(new URL('src/custom-elements/loader.ts', import.meta.url)) },
      preserveEntrySignatures: 'strict',
      // A struct of the contract that an element never checks stays out of its chunks.
      treeshake: { manualPureFunctions: CONTRACT_PURE_CALLS },
      // React Query's modules open with "use client" (a server-components marker): meaningless in this bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'mym-elements-chunks/[name]-[hash].js',
      },
    },
  },
});
