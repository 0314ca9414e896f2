import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Vite's module that adds a lazily loaded part's preloads to the page (`__vitePreload`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The one line of Vite's helper that adds each preload link: all of a part's, in one task. */
const HELPER_APPEND = 'document.head.appendChild(link);';

const MODULE_ANNOUNCEMENTS = fileURLToPath(new URL('../hydration/module-announcements.ts', import.meta.url));

/**
 * Vite's preload helper with its links handed to `announceModules`, which adds them a few per task: the helper
 * runs inside the React commit that starts a lazily loaded part, and its twenty-five links for the live composer's
 * form made that commit a 200 ms task under the fourfold slowdown (~3 ms each). The part's own import starts at
 * once, as before. A Vite whose helper no longer has that line fails the build rather than go back to one task.
 */
export function announcedPreloadHelper(code: string): string {
  if (code.split(HELPER_APPEND).length !== 2) {
    throw new Error(
      `Vite's preload helper changed: "${HELPER_APPEND}" is not in it once (dynamic-import-preloads.ts)`,
    );
  }
  return `import { announceModules } from ${JSON.stringify(MODULE_ANNOUNCEMENTS)};\n${code.replace(
    HELPER_APPEND,
    'announceModules([link]);',
  )}`;
}

/**
 * What a lazily loaded part (a composer's form, a wizard's step) announces when it is imported. Vite preloads the
 * part and every chunk it imports, a `<link rel="modulepreload">` each, added to the page in one go: thirty-seven
 * for the push composer's form, about a millisecond of a phone's main thread each, in the very task where React
 * takes the form over. The chunks the importing chunk itself imports are already loaded (it runs), so only the
 * others are announced, a few per task (`announcedPreloadHelper`).
 */
export function dynamicImportPreloads(): Plugin {
  const imports = new Map<string, readonly string[]>();
  const loadedWith = (chunk: string) => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const imported of imports.get(file) ?? []) visit(imported);
    };
    visit(chunk);
    return loaded;
  };
  return {
    name: 'mym:dynamic-import-preloads',
    configEnvironment(name) {
      // Astro sets the build's own `modulePreload`; the browser's build is where dynamic imports preload.
      if (name !== 'client') return undefined;
      return {
        build: {
          modulePreload: {
            resolveDependencies: (_file, deps, { hostId, hostType }) => {
              if (hostType !== 'js') return deps;
              const loaded = loadedWith(hostId);
              return deps.filter((dep) => !loaded.has(dep));
            },
          },
        },
      };
    },
    transform(code, id) {
      if (id === PRELOAD_HELPER_ID && this.environment.name === 'client') return announcedPreloadHelper(code);
      return undefined;
    },
    // Before Vite's own pass, which asks `resolveDependencies` as it writes each dynamic import.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') imports.set(output.fileName, output.imports);
        }
      },
    },
  };
}
