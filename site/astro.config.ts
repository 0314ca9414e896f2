import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { CONTRACT_PURE_CALLS } from '../packages/sdk/src/contract/pure-calls';
import { paintedDirective } from './src/hydration/painted-directive';
import { LOCALE_DATA_WARM_UP_HASH } from './src/lib/locale-data-warm-up';
import { dynamicImportPreloads } from './src/production/dynamic-import-preloads';
import { eagerCompileHints } from './src/production/eager-compile-hints';
import { FRAMEWORK_CHUNKS } from './src/production/framework-chunks';
import { islandCataloguesModule } from './src/production/island-catalogues';
import { precompressAssets } from './src/production/precompress-assets';
import { productionAdapter } from './src/production/production-adapter';
import { QUERY_CHUNK } from './src/production/query-chunk';

// The creator app lives under /app (spec 1) and renders on the server so the middleware can guard every route.
export default defineConfig({
  base: '/app',
  trailingSlash: 'ignore',
  output: 'server',
  // `node dist/server/entry.mjs` serves the build compressed: Brotli or gzip copies of every script and style made
  // at build time, pages and JSON compressed as they are rendered (src/production/).
  adapter: productionAdapter(),
  integrations: [react(), paintedDirective(), islandCataloguesModule(), precompressAssets()],
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  vite: {
    plugins: [dynamicImportPreloads(), eagerCompileHints()],
    resolve: {
      // The React renderer reads each island's HTML whole (src/production/whole-island-html.ts).
      alias: [
        {
          find: /^react-dom\/server$/,
          replacement: fileURLToPath(new URL('./src/production/whole-island-html.ts', import.meta.url)),
        },
      ],
    },
    build: {
      rolldownOptions: {
        // A struct of the contract that a screen never checks stays out of its scripts.
        treeshake: { manualPureFunctions: CONTRACT_PURE_CALLS },
        output: { codeSplitting: { groups: [...FRAMEWORK_CHUNKS, QUERY_CHUNK] } },
      },
    },
  },
  security: {
    checkOrigin: true,
    // Scripts only from the site and Astro's own inline scripts by hash: an injected script never runs. Styles
    // may stay inline (the kit positions popovers with style attributes); that is not a script vector.
    csp: {
      algorithm: 'SHA-256',
      directives: ["object-src 'none'", "base-uri 'self'", "form-action 'self'"],
      // The one inline script Astro does not see: the layout writes it as text (src/lib/locale-data-warm-up.ts).
      scriptDirective: { hashes: [LOCALE_DATA_WARM_UP_HASH] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
});
