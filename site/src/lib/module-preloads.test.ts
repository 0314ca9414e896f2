// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { keepModuleGraph, modulePreloads } from './module-preloads';

const island = (client: string, component: string) =>
  `<astro-island uid="a" component-url="/app/_astro/${component}" component-export="default" renderer-url="/app/_astro/client.R.js" ssr client="${client}" opts="{}"></astro-island>`;

describe('a page announces the scripts its islands run first, so the browser fetches them with the HTML', () => {
  afterEach(() => keepModuleGraph(new Map()));

  it('each island hydrating on load, its renderer and what they import statically, each once', () => {
    keepModuleGraph(
      new Map([
        ['LoginIsland.A.js', ['framework-react.F.js', 'form.B.js']],
        ['form.B.js', ['framework-react.F.js']],
        ['client.R.js', ['framework-react.F.js']],
        ['framework-react.F.js', []],
      ]),
    );
    expect(modulePreloads(island('load', 'LoginIsland.A.js'))).toEqual([
      '/app/_astro/LoginIsland.A.js',
      '/app/_astro/framework-react.F.js',
      '/app/_astro/form.B.js',
      '/app/_astro/client.R.js',
    ]);
  });

  it('islands that start after the first paint (client:painted) are listed apart from those that hydrate on load', () => {
    keepModuleGraph(
      new Map([
        ['Navigation.N.js', ['framework-react.F.js']],
        ['PostList.P.js', ['framework-react.F.js', 'badge.B.js']],
        ['client.R.js', ['framework-react.F.js']],
        ['framework-react.F.js', []],
        ['badge.B.js', []],
      ]),
    );
    const page = island('painted', 'Navigation.N.js') + island('painted', 'PostList.P.js');
    expect(modulePreloads(page)).toEqual([]);
    expect(modulePreloads(page, 'painted')).toEqual([
      '/app/_astro/Navigation.N.js',
      '/app/_astro/framework-react.F.js',
      '/app/_astro/client.R.js',
      '/app/_astro/PostList.P.js',
      '/app/_astro/badge.B.js',
    ]);
  });

  it('an island that waits (client:idle) does not compete with the first ones', () => {
    keepModuleGraph(new Map([['Aside.C.js', []]]));
    expect(modulePreloads(island('idle', 'Aside.C.js'))).toEqual([]);
  });
});
