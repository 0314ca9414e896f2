import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * `dist/mym-elements.js` for partner pages: one small loader that knows every tag, and a chunk per element plus
 * the code they share, fetched when a tag first appears (issue 13). Built by Rollup's chunking (rolldown), not
 * esbuild's: esbuild assigns a barrel's re-exported files to every entry that imports the barrel (evanw/esbuild
 * #2922), so each widget downloaded the calendars, dialogs and pickers `@mym/ui` re-exports (290 KB for the push
 * composer); rolldown shares only the modules an element really uses (about 200 KB).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': '"production"' },
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
