import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { announcedPreloadHelper, dynamicImportPreloads } from './dynamic-import-preloads';

type ResolveDependencies = (
  file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

function chunk(fileName: string, imports: string[]): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, imports } as unknown as Rolldown.OutputChunk;
}

/** The plugin as Vite runs it: the client's configuration, then the bundle, then each dynamic import's preloads. */
function preloadsOf(bundle: Rolldown.OutputChunk[]): ResolveDependencies {
  const plugin = dynamicImportPreloads();
  const configure = plugin.configEnvironment as (name: string) => {
    build: { modulePreload: { resolveDependencies: ResolveDependencies } };
  };
  const { resolveDependencies } = configure('client').build.modulePreload;
  const generate = plugin.generateBundle as {
    handler: (options: unknown, bundle: Rolldown.OutputBundle) => void;
  };
  generate.handler({}, Object.fromEntries(bundle.map((output) => [output.fileName, output])));
  return resolveDependencies;
}

describe('a lazily loaded part announces only the chunks its importer has not loaded (issue 26, TBT)', () => {
  const resolve = preloadsOf([
    chunk('_astro/PushIsland.js', ['_astro/PushComposer.js']),
    chunk('_astro/PushComposer.js', ['_astro/framework-react.js', '_astro/LoadState.js']),
    chunk('_astro/framework-react.js', []),
    chunk('_astro/LoadState.js', ['_astro/framework-react.js']),
    chunk('_astro/PushComposerFlow.js', ['_astro/framework-react.js', '_astro/framework-forms.js']),
    chunk('_astro/framework-forms.js', []),
  ]);
  const deps = [
    '_astro/PushComposerFlow.js',
    '_astro/framework-react.js',
    '_astro/LoadState.js',
    '_astro/framework-forms.js',
  ];

  it('the form of a composer preloads itself and the chunks new to the page, not React again', () => {
    expect(
      resolve('_astro/PushComposerFlow.js', deps, { hostId: '_astro/PushComposer.js', hostType: 'js' }),
    ).toEqual(['_astro/PushComposerFlow.js', '_astro/framework-forms.js']);
  });

  it('what a chunk imports through another is loaded too', () => {
    expect(
      resolve('_astro/PushComposerFlow.js', deps, { hostId: '_astro/PushIsland.js', hostType: 'js' }),
    ).toEqual(['_astro/PushComposerFlow.js', '_astro/framework-forms.js']);
  });

  it('a page (no chunk loaded yet) keeps every dependency', () => {
    expect(resolve('_astro/PushComposerFlow.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
  });

  it('only the browser build is changed', () => {
    const configure = dynamicImportPreloads().configEnvironment as (name: string) => unknown;
    expect(configure('ssr')).toBeUndefined();
  });
});

describe("Vite's preload helper hands its links to announceModules (issue 26, TBT)", () => {
  const helper =
    'const seen = {};export const __vitePreload = function preload(baseModule, deps) { const link = document.createElement("link"); link.href = deps[0]; document.head.appendChild(link); return baseModule(); }';

  it('the links of a lazily loaded part go in a few per task, not all inside the task that imports it', () => {
    const announced = announcedPreloadHelper(helper);
    expect(announced).toMatch(
      /^import \{ announceModules \} from ".*\/hydration\/module-announcements\.ts";/,
    );
    expect(announced).toContain('announceModules([link]); return baseModule();');
    expect(announced).not.toContain('appendChild');
  });

  it('a Vite whose helper adds its links some other way fails the build', () => {
    expect(() =>
      announcedPreloadHelper(
        helper.replace('document.head.appendChild(link);', 'document.head.append(link);'),
      ),
    ).toThrow(/preload helper changed/);
  });
});
