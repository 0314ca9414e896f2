import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';
import { isFrameworkScript } from '../../site/src/production/framework-chunks';

/** How long no request may start or finish before the first load counts as done (Playwright's network idle). */
const QUIET_MS = 500;
/** A page still loading after this long is measured as it stands. */
const SETTLE_MAX_MS = 30_000;

/**
 * The live event stream (`GET /events`) stays open for as long as a screen shows: it never ends, so it does not
 * count as loading.
 */
const isEventStream = (request: Request) => new URL(request.url()).pathname.endsWith('/events');

/**
 * Waits until the network is idle but for the live event stream: no request in flight and none started for
 * QUIET_MS. Playwright's own `networkidle` never comes on a screen that holds the stream open (`/chat`).
 */
async function networkSettled(page: Page, pending: Set<Request>, lastActivity: () => number) {
  const deadline = Date.now() + SETTLE_MAX_MS;
  while (Date.now() < deadline) {
    if (pending.size === 0 && Date.now() - lastActivity() >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
}

/**
 * The scripts a page downloads until the network settles (after an optional action), gzipped at level 9: all of
 * them, and the product's own (beyond the framework's chunks: React, i18next, react-hook-form, uPlot).
 */
export async function firstLoadScripts(page: Page, url: string, action?: () => Promise<void>) {
  const bodies = new Map<string, Buffer>();
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    if (isEventStream(request)) return;
    pending.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (!pending.delete(request)) return;
    lastActivity = Date.now();
  };
  const listener = async (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', listener);
  await page.goto(url, { waitUntil: 'load' });
  await networkSettled(page, pending, () => lastActivity);
  await action?.();
  await networkSettled(page, pending, () => lastActivity);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  page.off('response', listener);
  const sizes = [...bodies].map(([name, body]) => ({ name, gzip: gzipSync(body, { level: 9 }).length }));
  if (process.env.BENCH_VERBOSE) {
    for (const file of sizes
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, process.env.BENCH_VERBOSE === 'all' ? undefined : 8))
      console.log(`   ${file.gzip} ${file.name}`);
  }
  const sum = (files: typeof sizes) => files.reduce((total, file) => total + file.gzip, 0);
  return {
    files: sizes.length,
    gzip: sum(sizes),
    productGzip: sum(sizes.filter((file) => !isFrameworkScript(new URL(file.name).pathname))),
    /** The chart library's chunk, printed beside the product bytes of a screen that draws a chart. */
    chartGzip: sum(
      sizes.filter((file) => /\/framework-chart\.[\w-]+\.js$/.test(new URL(file.name).pathname)),
    ),
  };
}
