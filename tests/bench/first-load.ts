import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** The scripts a page downloads until the network is idle (after an optional action), gzipped at level 9. */
export async function firstLoadScripts(page: Page, url: string, action?: () => Promise<void>) {
  const bodies = new Map<string, Buffer>();
  const listener = async (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  };
  page.on('response', listener);
  await page.goto(url, { waitUntil: 'networkidle' });
  await action?.();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const sizes = [...bodies].map(([name, body]) => ({ name, gzip: gzipSync(body, { level: 9 }).length }));
  if (process.env.BENCH_VERBOSE) {
    for (const file of sizes
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, process.env.BENCH_VERBOSE === 'all' ? undefined : 8))
      console.log(`   ${file.gzip} ${file.name}`);
  }
  return { files: sizes.length, gzip: sizes.reduce((sum, file) => sum + file.gzip, 0) };
}
