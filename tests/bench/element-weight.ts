import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { ELEMENT_TAGS as TAGS } from '../../packages/elements/src/custom-elements/loader';
import type { BenchRow } from './bench-table';
import { firstLoadScripts } from './first-load';
import { heldNote } from './screen-weight';
import { heldWidgetBytes, WIDGET_GOAL_BYTES } from './weight-budgets';

const DIST = resolve(import.meta.dirname, '..', '..', 'packages', 'elements', 'dist');

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.map': 'application/json' };

/** Per custom element, what a partner page that embeds only it downloads (the built `mym-elements.js`). */
export async function elementWeights(browser: Browser): Promise<BenchRow[]> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    const tag = url.searchParams.get('tag');
    if (url.pathname === '/page' && tag && TAGS.includes(tag)) {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<!doctype html><script type="module" src="/mym-elements.js"></script><${tag} locale="en"></${tag}>`,
      );
      return;
    }
    const file = normalize(join(DIST, url.pathname));
    if (!file.startsWith(DIST)) return void response.writeHead(404).end();
    try {
      response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const page = await browser.newPage();
  const rows: BenchRow[] = [];
  try {
    for (const tag of TAGS) {
      const { gzip, files } = await firstLoadScripts(page, `http://127.0.0.1:${port}/page?tag=${tag}`);
      rows.push({
        section: 'partner widget',
        name: `<${tag}> alone`,
        value: gzip,
        unit: 'B gzip',
        limit: WIDGET_GOAL_BYTES,
        kind: 'goal',
        note: heldNote(`${files} scripts`, gzip, WIDGET_GOAL_BYTES, heldWidgetBytes(tag)),
      });
    }
  } finally {
    await page.close();
    server.close();
  }
  return rows;
}
