/**
 * Uploads and scrolling: a collection of 10,000
 * medias opened in Chromium against the built site, scrolled from its first media to its last, reporting the
 * p95 frame time (requestAnimationFrame timestamps) and the most DOM nodes and media cards the page held.
 * `tsx tests/bench/cloud-scroll.ts` runs it alone on its own stack (after `pnpm build`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { startLocalIdentity } from '../../server/src/identity/local/start';
import { seedScrollDatabase } from '../../server/src/seed/scroll-database';
import { passwordAccessToken } from '../identity-token';
import type { BenchRow } from './bench-table';

export const SCROLL_MEDIAS = 10_000;
/** A frame within 16.7 ms keeps 60 frames a second. */
export const FRAME_GOAL_MS = 16.7;
/** "At most a few hundred DOM nodes" for the grid: the whole page, shell included, stays under this. */
export const DOM_NODE_BUDGET = 1_500;

/** How far each animation frame scrolls: 7,200 px a second at 60 frames, a quick flick through the grid. */
export const SCROLL_STEP_PX = 120;
/** The benchmark's stack, away from the other stacks `pnpm bench` starts. */
export const SCROLL_BENCH_PORTS = {
  identityPort: 9759,
  hostedLoginPort: 9760,
  apiPort: 4750,
  sitePort: 4951,
};

export interface ScrollStackPorts {
  identityPort: number;
  hostedLoginPort: number;
  apiPort: number;
  sitePort: number;
}

export interface ScrollStack {
  stack: Stack;
  collectionId: string;
  stop(): Promise<void>;
}

/**
 * A stack of its own whose demo creator has a collection of `count` medias: the database is seeded before the API
 * starts (PGlite belongs to one process), with the demo creator's subject read from a first start of the identity.
 */
export async function startScrollStack(ports: ScrollStackPorts, count = SCROLL_MEDIAS): Promise<ScrollStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'creators-scroll-'));
  const identity = await startLocalIdentity({
    dataDir,
    port: ports.identityPort,
    hostedLoginPort: ports.hostedLoginPort,
  });
  const demoCreatorSub = identity.demoCreatorSub;
  await identity.stop();
  const { collectionId } = await seedScrollDatabase({ dataDir, demoCreatorSub, count });
  const stack = await startStack({ dataDir, site: 'built', api: 'bundled', ...ports });
  if (stack.identity.demoCreatorSub !== demoCreatorSub) {
    await stack.stop();
    throw new Error('the identity gave the demo creator another subject on its second start');
  }
  return {
    stack,
    collectionId,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo creator signed in on `page`'s context through the access-token cookie the SDK sets (spec 3). */
export async function signInScrollCreator(page: Page, stack: Stack): Promise<void> {
  const token = await passwordAccessToken(stack.identity, DEMO_CREATOR.email, DEMO_CREATOR.password);
  await page
    .context()
    .addCookies([
      { name: 'mym_access_token', value: token, url: new URL(stack.siteUrl).origin, sameSite: 'Strict' },
    ]);
}

export interface ScrollFigures {
  /** Every frame's length while the test ran, waits for the next page included. */
  frames: number[];
  /** The lengths of the frames in which the page moved: what scrolling feels like. */
  scrolling: number[];
  maxNodes: number;
  maxCards: number;
  seconds: number;
  reachedEnd: boolean;
}

/**
 * Scrolls the open collection page down by `step` px each animation frame until its last media (`lastAlt`) is in
 * the DOM and nothing loads, recording every frame's length and, every few frames, the page's element and card
 * counts. Runs inside the page, so no round trip to the test runner sits between frames.
 */
export async function scrollToLastMedia(
  page: Page,
  lastAlt: string,
  options: { step?: number; timeoutMs?: number } = {},
): Promise<ScrollFigures> {
  const args = JSON.stringify({
    lastAlt,
    step: options.step ?? SCROLL_STEP_PX,
    timeoutMs: options.timeoutMs ?? 240_000,
  });
  // A string, not a function: the runner's TypeScript transform would name inner functions with a helper the page
  // does not have.
  return page.evaluate(`(${SCROLL_IN_PAGE})(${args})`) as Promise<ScrollFigures>;
}

const SCROLL_IN_PAGE = `({ lastAlt, step, timeoutMs }) => new Promise((resolve) => {
  const frames = [];
  const scrolling = [];
  let lastY = -1;
  let maxNodes = 0;
  let maxCards = 0;
  let previous = 0;
  const started = performance.now();
  const sample = () => {
    maxNodes = Math.max(maxNodes, document.querySelectorAll('*').length);
    maxCards = Math.max(maxCards, document.querySelectorAll('.mym-media-card').length);
  };
  const frame = (now) => {
    const y = window.scrollY;
    if (previous) {
      frames.push(now - previous);
      if (y !== lastY) scrolling.push(now - previous);
    }
    previous = now;
    lastY = y;
    if (frames.length % 10 === 0) sample();
    const last = document.querySelector('img[alt="' + lastAlt + '"]');
    const done = last !== null && !document.querySelector('ul[aria-busy="true"]');
    if (done || now - started > timeoutMs) {
      sample();
      resolve({ frames, scrolling, maxNodes, maxCards, seconds: (now - started) / 1000, reachedEnd: done });
      return;
    }
    window.scrollBy(0, step);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The bench rows: p95 frame time (a goal, never asserted) and the most DOM nodes (a budget). */
export async function cloudScroll(browser: Browser, ports: ScrollStackPorts): Promise<BenchRow[]> {
  const scroll = await startScrollStack(ports);
  const page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
  try {
    await signInScrollCreator(page, scroll.stack);
    await page.goto(`${scroll.stack.siteUrl}/mym-cloud/collections/${scroll.collectionId}`);
    await page.getByAltText('Média 1', { exact: true }).waitFor();
    const figures = await scrollToLastMedia(page, `Média ${SCROLL_MEDIAS}`);
    const p95 = percentile(figures.scrolling, 95);
    const reached = figures.reachedEnd ? `media ${SCROLL_MEDIAS} reached` : 'END NOT REACHED';
    return [
      {
        section: 'Scrolling',
        name: `${SCROLL_MEDIAS.toLocaleString('en-US')}-media grid: p95 frame time scrolling top to bottom (Chromium, 1280 px)`,
        value: Math.round(p95 * 10) / 10,
        unit: 'ms',
        limit: FRAME_GOAL_MS,
        kind: 'goal',
        note: `median ${percentile(figures.scrolling, 50).toFixed(1)} ms over ${figures.scrolling.length} frames that moved ${SCROLL_STEP_PX} px; all ${figures.frames.length} frames p95 ${percentile(figures.frames, 95).toFixed(1)} ms; ${figures.seconds.toFixed(0)} s (${reached}, 500 pages of 20); software rendering (--disable-gpu)`,
      },
      {
        section: 'Scrolling',
        name: `${SCROLL_MEDIAS.toLocaleString('en-US')}-media grid: most DOM nodes of the page while scrolling`,
        value: figures.maxNodes,
        unit: 'nodes',
        limit: DOM_NODE_BUDGET,
        kind: 'budget',
        note: `at most ${figures.maxCards} media cards in the DOM`,
      },
    ];
  } finally {
    await page.close();
    await scroll.stop();
  }
}

// Alone: `tsx tests/bench/cloud-scroll.ts` on ports of its own, printing its rows.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../chromium');
  const { renderTable } = await import('./bench-table');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows = await cloudScroll(browser, SCROLL_BENCH_PORTS);
    console.log(renderTable(rows));
  } finally {
    await browser.close();
  }
}
