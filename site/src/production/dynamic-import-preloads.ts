import type { Plugin } from 'vite';

/**
 * What a lazily loaded part (a composer's form, a wizard's step) announces when it is imported. Vite preloads the
 * part and every chunk it imports, a `<link rel="modulepreload">` each, added to the page in one go: thirty-seven
 * for the push composer's form, about a millisecond of a phone's main thread each, in the very task where React
 * takes the form over. The chunks the importing chunk itself imports are already loaded (it runs), so only the
 * others are announced.
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
