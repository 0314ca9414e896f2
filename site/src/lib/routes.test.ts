import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePushPath, pushPath } from './push-routes';
import { APP_LINKS, appHref, ROUTES, routeAccess } from './routes';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one route table', () => {
  it('no screen path is written outside the table, in the site or in the elements', () => {
    const screenPaths: string[] = [
      ...new Set(Object.values(ROUTES).map((route): string => route.path)),
    ].filter((path) => path !== '/');
    const files = [
      ...sourceFiles(resolve(ROOT, 'site', 'src')),
      ...sourceFiles(resolve(ROOT, 'packages', 'elements', 'src')),
    ].filter(
      (file) => !file.endsWith(join('site', 'src', 'lib', 'routes.ts')) && !file.includes('test-support'),
    );
    const offenders: string[] = [];
    for (const file of files) {
      const code = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .join('\n');
      const quoted = code.match(/['"`]\/app(\/[^'"`]*)?['"`]|['"`](\/[a-z0-9/-]+)['"`]/g) ?? [];
      for (const literal of quoted) {
        const path = literal.slice(1, -1);
        if (path.startsWith('/app') || screenPaths.includes(path))
          offenders.push(`${relative(ROOT, file)}: ${literal}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('every route has one path, and the middleware reads its access from the table (spec 2 redirect rules)', () => {
    const paths = Object.values(ROUTES).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routeAccess('/login')).toBe('public');
    expect(routeAccess('/login/')).toBe('public');
    expect(routeAccess('/catalog/calendar/oauthcallback')).toBe('open');
    expect(routeAccess('/locales/fr/translations.json')).toBe('open');
    expect(routeAccess('/push/12/setup')).toBe('private');
    expect(appHref('login', { logout: 'true' })).toBe('/app/login?logout=true');
    expect(APP_LINKS.createPush).toBe('/app/push');
  });

  it('the push group maps each screen to one path and back (spec 2 "/push/*")', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const steps = [
      { screen: 'setup' },
      { screen: 'cloud' },
      { screen: 'collection', collectionId: '515f3338-aebd-4124-bd34-0f58fbd8de00' },
      { screen: 'recap' },
      { screen: 'confirmation' },
    ] as const;
    for (const step of steps) {
      expect(parsePushPath(pushPath(step))).toEqual({ screen: 'composer', step });
      expect(parsePushPath(pushPath(step, id))).toEqual({ screen: 'composer', pushId: id, step });
    }
    expect(pushPath({ screen: 'setup' })).toBe('/push');
    expect(pushPath({ screen: 'recap' }, id)).toBe(`/push/${id}/recap`);
    expect(parsePushPath('/push/list')).toEqual({ screen: 'list' });
    expect(parsePushPath('/push/nothing/here/at/all')).toBeNull();
    expect(parsePushPath(`/push/${id}`)).toBeNull();
  });

  it("a new push's confirmation names the push in its URL, so a reload can show that push's state", () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const step = { screen: 'confirmation', pushId: id } as const;
    expect(pushPath(step)).toBe(`/push/confirmation?push=${id}`);
    expect(parsePushPath(pushPath(step))).toEqual({ screen: 'composer', step });
    expect(parsePushPath('/push/confirmation?push=<script>')).toEqual({
      screen: 'composer',
      step: { screen: 'confirmation' },
    });
  });
});
