import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrates once the page's first contentful paint is on screen (src/hydration/after-first-paint.ts); with
     * `"seen"`, once the island also nears the screen or the person reaches it.
     */
    'client:painted'?: boolean | 'seen';
  }
}

/** Registers `client:painted`, whose script Astro inlines into the pages that use it (hashed for the CSP). */
export function paintedDirective(): AstroIntegration {
  return {
    name: 'mym:painted-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'painted',
          entrypoint: fileURLToPath(new URL('./after-first-paint.ts', import.meta.url)),
        });
      },
    },
  };
}
