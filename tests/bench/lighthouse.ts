import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { ROUTES } from '../../site/src/lib/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { type IdentityEndpoint, passwordAccessToken } from '../identity-token';
import type { BenchRow } from './bench-table';

/** What a creator on a phone should feel on every screen. */
export const LIGHTHOUSE_GOALS = {
  performance: 95,
  largestContentfulPaintMs: 2000,
  totalBlockingTimeMs: 150,
  accessibility: 100,
  bestPractices: 95,
} as const;

/**
 * Runs per screen. One run's blocking time is CPU time Lighthouse multiplies by four: on a shared two-core machine
 * the same build reads 66 ms once and 342 ms the next. Lighthouse's variability guide: five runs and the median one
 * halve the spread (`LIGHTHOUSE_RUNS=1` for a quick look).
 */
const DEFAULT_RUNS = 5;

/**
 * Return pages of sign-ins elsewhere and screens that need an id (a collection's path is its prefix, not found
 * alone): not screens a creator opens by name.
 */
const NOT_MEASURED = new Set(['oauthCallback', 'calendarOAuthCallback', 'cloudCollection']);

/** Every screen of the site's route table, with who opens it. */
export function lighthouseScreens(): { path: string; signedIn: boolean }[] {
  return Object.entries(ROUTES)
    .filter(([name, route]) => !NOT_MEASURED.has(name) && !route.path.includes(':'))
    .map(([, route]) => ({ path: route.path, signedIn: route.access === 'private' }));
}

/**
 * Empties the browser's own cookie jar (the one Lighthouse's tab uses) and, for a private screen, puts the
 * access-token cookie in it, over the DevTools socket.
 */
async function setSession(port: number, siteUrl: string, token: string | null): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const pending = new Map<number, () => void>();
  socket.onmessage = (event) => pending.get((JSON.parse(String(event.data)) as { id: number }).id)?.();
  const call = (id: number, method: string, params: object) =>
    new Promise<void>((resolve) => {
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call(1, 'Storage.clearCookies', {});
  if (token) {
    await call(2, 'Storage.setCookies', {
      cookies: [{ name: 'mym_access_token', value: token, url: siteUrl, sameSite: 'Strict' }],
    });
  }
  socket.close();
}

/**
 * Lighthouse 12 on every screen (or `LIGHTHOUSE_SCREENS=/login,/profile`): its mobile profile with simulated
 * throttling (a mid-range phone on a slow 4G link), in Debian's Chromium launched by chrome-launcher; private
 * screens signed in as the demo creator. One row per figure and screen, each against its goal.
 */
export async function lighthouseRows(siteUrl: string, identity: IdentityEndpoint): Promise<BenchRow[]> {
  // `LIGHTHOUSE_REPORTS=/tmp/lh` keeps each screen's whole report there, to read what is on the LCP's path.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  const wanted = process.env.LIGHTHOUSE_SCREENS?.split(',').map((path) => path.trim());
  const screens = lighthouseScreens().filter((screen) => !wanted || wanted.includes(screen.path));
  const token = await passwordAccessToken(identity, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const rows: BenchRow[] = [];
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? DEFAULT_RUNS) || DEFAULT_RUNS);
  try {
    for (const screen of screens) {
      const url = `${siteUrl}${screen.path === '/' ? '/' : screen.path}`;
      const results: LighthouseResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        // Each run starts from the same jar: signed out for public screens, the demo creator for private ones.
        await setSession(chrome.port, siteUrl, screen.signedIn ? token : null);
        results.push(await lighthouseRun(url, chrome.port));
      }
      // The run closest to the median first paint and time to interactive (Lighthouse's own choice of the
      // representative run): every figure of the row comes from that one run.
      const valid = filterToValidRuns(results);
      const lhr = computeMedianRun(valid.length > 0 ? valid : results);
      if (reports) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(join(reports, `${screen.path.replaceAll('/', '_') || '_'}.json`), JSON.stringify(lhr));
      }
      const blocking = results.map((result) =>
        Math.round(result.audits['total-blocking-time']?.numericValue ?? 0),
      );
      const { categories, audits, finalDisplayedUrl } = lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const landed = new URL(finalDisplayedUrl).pathname;
      // What the page's HTML weighed on the wire (compressed), from the run's own network log.
      const requests = (
        audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
      )?.items;
      const html = requests?.find((request) => request.resourceType === 'Document')?.transferSize;
      const note = [
        html === undefined ? '' : `HTML ${html.toLocaleString('en-US')} B on the wire`,
        runs > 1
          ? `median of ${runs} runs, blocking ${Math.min(...blocking)}-${Math.max(...blocking)} ms`
          : '',
        landed === new URL(url).pathname ? '' : `landed on ${landed}`,
      ]
        .filter(Boolean)
        .join(', ');
      const name = `${screen.path}${screen.signedIn ? ' (signed in)' : ''}`;
      const row = (figure: string, value: number, unit: BenchRow['unit'], limit: number, higher: boolean) =>
        rows.push({
          section: 'Lighthouse',
          name: `${name}: ${figure}`,
          value,
          unit,
          limit,
          kind: 'goal',
          higherIsBetter: higher,
          // Said once per screen, on its first row.
          ...(note && figure === 'performance' ? { note } : {}),
        });
      row('performance', score('performance'), 'score', LIGHTHOUSE_GOALS.performance, true);
      row(
        'largest contentful paint',
        Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        'ms',
        LIGHTHOUSE_GOALS.largestContentfulPaintMs,
        false,
      );
      row(
        'total blocking time',
        Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        'ms',
        LIGHTHOUSE_GOALS.totalBlockingTimeMs,
        false,
      );
      row('accessibility', score('accessibility'), 'score', LIGHTHOUSE_GOALS.accessibility, true);
      row('best practices', score('best-practices'), 'score', LIGHTHOUSE_GOALS.bestPractices, true);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

type LighthouseResult = Parameters<typeof computeMedianRun>[0][number];

async function lighthouseRun(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // A private screen keeps its event stream open, so the network never goes quiet: the default 45 s wait
    // would pass on every screen. The load itself is over within a second or two.
    maxWaitForLoad: 15_000,
  });
  if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
  return result.lhr;
}
