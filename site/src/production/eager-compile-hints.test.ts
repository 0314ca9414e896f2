import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompileHints, withEagerCompileHint } from './eager-compile-hints';

type Bundle = Record<string, { type: 'chunk' | 'asset'; name: string; code?: string }>;

function generate(bundle: Bundle): Bundle {
  const plugin = eagerCompileHints();
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: Bundle) => void;
  hook.call({}, {}, bundle);
  return bundle;
}

describe('the chunks every island runs first are compiled as they arrive, off the main thread (issue 26, TBT)', () => {
  it("puts V8's hint on React's, i18next's and the query client's chunks, as their first line", () => {
    const bundle = generate({
      'framework-react.js': { type: 'chunk', name: 'framework-react', code: 'import"a";' },
      'framework-i18next.js': { type: 'chunk', name: 'framework-i18next', code: 'var i;' },
      'query.js': { type: 'chunk', name: 'query', code: 'var q;' },
    });
    for (const chunk of Object.values(bundle)) {
      expect(chunk.code?.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    }
    expect(bundle['framework-react.js']?.code).toBe(`${EAGER_COMPILE_HINT}\nimport"a";`);
  });

  it('leaves the product and the framework parts only some screens load lazily compiled', () => {
    const bundle = generate({
      'IncomesIsland.js': { type: 'chunk', name: 'IncomesIsland', code: 'var a;' },
      'framework-forms.js': { type: 'chunk', name: 'framework-forms', code: 'var f;' },
      'framework-chart.js': { type: 'chunk', name: 'framework-chart', code: 'var c;' },
    });
    for (const chunk of Object.values(bundle)) expect(chunk.code).not.toContain(EAGER_COMPILE_HINT);
  });

  it('adds the hint once', () => {
    expect(withEagerCompileHint(withEagerCompileHint('var a;'))).toBe(`${EAGER_COMPILE_HINT}\nvar a;`);
  });
});
