import node from '@astrojs/node';
import type { AstroIntegration } from 'astro';

/**
 * The node adapter built around this site's own server entry (server.ts) instead of the adapter's standalone one:
 * the adapter in middleware mode renders, the entry serves the precompressed files and listens. The built command
 * stays `node dist/server/entry.mjs`.
 */
export function productionAdapter(): AstroIntegration {
  const adapter = node({ mode: 'middleware' });
  const configDone = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        configDone?.({
          ...params,
          setAdapter: (settings) =>
            params.setAdapter({ ...settings, serverEntrypoint: new URL('./server.ts', import.meta.url) }),
        }),
    },
  };
}
