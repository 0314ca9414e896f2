import type { Plugin } from 'vite';

/**
 * V8's file-wide compile hint (Chromium 136 and later; other engines read a comment): every function of a file that
 * carries it is compiled as the file is fetched, on a background thread, instead of on the main thread the first
 * time each one is called. It must be the file's very first line.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks every island runs nearly whole as a screen becomes usable: React with react-dom, i18next with
 * react-i18next, and the query client (`query-chunk.ts`). Compiled lazily, their first calls were main-thread work
 * inside the islands' first tasks: the first `t()` of a page was 71 samples (about 50 ms under Lighthouse's fourfold
 * slowdown), compiling i18next's translator. The framework chunks only some screens load (forms, charts) and the
 * product's own chunks, most of whose functions wait for a press, stay lazy.
 */
export const EAGERLY_COMPILED_CHUNKS: readonly string[] = ['framework-react', 'framework-i18next', 'query'];

/** A built chunk's code with the hint as its first line (once). */
export function withEagerCompileHint(code: string): string {
  return code.startsWith(EAGER_COMPILE_HINT) ? code : `${EAGER_COMPILE_HINT}\n${code}`;
}

/**
 * Puts the hint on the browser build's eagerly compiled chunks once they are final (minified: a minifier drops
 * comments). Their names stay hashed as before; the precompressed copies are made after this.
 */
export function eagerCompileHints(): Plugin {
  return {
    name: 'mym:eager-compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && EAGERLY_COMPILED_CHUNKS.includes(output.name)) {
          output.code = withEagerCompileHint(output.code);
        }
      }
    },
  };
}
