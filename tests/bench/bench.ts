/**
 * `pnpm bench`: every performance figure of the product in one table (value, budget or goal, ratio), measured in
 * one run on this machine against the built site and packages (`pnpm build` first). Byte budgets fail the run;
 * throughputs are ratios to a bare Fastify started here, printed, never asserted. `BENCH_SECONDS` sets each
 * load's length (4 s); `BENCH_SKIP_POSTGRES=1` skips the PostgreSQL run, `BENCH_SKIP_S3=1` the uploads' S3 store, `BENCH_SKIP_START_UP=1` the two
 * `bin/dev` starts from a fresh clone. `BENCH_ONLY=api,uploads` (any of sdk, slots, weights, lighthouse, api,
 * uploads, scroll, messages, incomes, start-up; `LIGHTHOUSE_SCREENS=/login,/profile` limits the Lighthouse part to those screens,
 * `LIGHTHOUSE_REPORTS=<dir>` keeps each screen's median report, `LIGHTHOUSE_RUNS=3` the runs per screen, five by default)
 * runs only those parts, e.g. while working on the API without a built site.
 *
 * The APIs run as production runs them in one respect: answers are not checked against their response structs
 * (`API_RESPONSE_CHECKS=off`, production's default; every test suite keeps the check on).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startStack } from '../../scripts/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { startLocalPostgres } from '../contract/support/postgres';
import { accountExportRows } from './account-export';
import { apiThroughput, helloWorldLoad, referenceRow } from './api-throughput';
import { type BenchRow, overBudget, renderTable } from './bench-table';
import { cloudScroll, SCROLL_BENCH_PORTS } from './cloud-scroll';
import { elementWeights } from './element-weight';
import { incomesRows } from './incomes';
import { lighthouseRows } from './lighthouse';
import { liveEventRows } from './live-events';
import { messagesRows } from './messages';
import { screenWeights } from './screen-weight';
import { SDK_ENTRIES, SDK_ENTRY_BUDGETS, sdkEntryWeight } from './sdk-weight';
import { slotEngineRows } from './slot-engine';
import { startUpTimes } from './start-up';
import { uploadThroughput } from './upload-throughput';

// Shifted by E2E_PORT_OFFSET like the end-to-end stack's, so that a bench runs beside other stacks on one machine.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORTS = {
  identityPort: 9729 + OFFSET,
  hostedLoginPort: 9730 + OFFSET,
  apiPort: 4700 + OFFSET,
  sitePort: 4921 + OFFSET,
};
const POSTGRES_PORTS = {
  identityPort: 9739 + OFFSET,
  hostedLoginPort: 9740 + OFFSET,
  apiPort: 4710 + OFFSET,
  postgres: 5794 + OFFSET,
};
/** The messages part's own PostgreSQL: its million messages stay out of the stacks' database. */
const MESSAGES_POSTGRES_PORT = 5795 + OFFSET;
/** The incomes part's own PostgreSQL: its 20,000,000 ledger lines stay out of the other parts' databases. */
const INCOMES_POSTGRES_PORT = 5797 + OFFSET;
const API_ENV = { API_RESPONSE_CHECKS: 'off' };

const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const runs = (
  part:
    | 'sdk'
    | 'slots'
    | 'weights'
    | 'lighthouse'
    | 'api'
    | 'uploads'
    | 'scroll'
    | 'messages'
    | 'start-up'
    | 'export'
    | 'incomes',
) => !only || only.includes(part);
const withPostgres = process.env.BENCH_SKIP_POSTGRES !== '1';

const rows: BenchRow[] = [];
for (const entry of runs('sdk') ? (Object.keys(SDK_ENTRIES) as (keyof typeof SDK_ENTRIES)[]) : []) {
  rows.push({
    section: 'SDK entry',
    name: entry,
    value: await sdkEntryWeight(entry),
    unit: 'B gzip',
    limit: SDK_ENTRY_BUDGETS[entry],
    kind: 'budget',
  });
}

// The slot engine alone, in this process: no stack needed.
if (runs('slots')) rows.push(...slotEngineRows());

// PostgreSQL serves the upload rows too: the API's memory is then its own, not an embedded database's.
// Only the parts on a stack use the database.
const needsStack =
  runs('weights') || runs('lighthouse') || runs('api') || runs('uploads') || runs('scroll') || runs('export');
const postgres =
  withPostgres && needsStack
    ? await startLocalPostgres({ port: POSTGRES_PORTS.postgres, database: 'creators_bench' })
    : undefined;
try {
  if (needsStack) {
    const dataDir = mkdtempSync(join(tmpdir(), 'creators-bench-'));
    const stack = await startStack({
      dataDir,
      site: runs('weights') || runs('lighthouse') ? 'built' : 'none',
      api: 'bundled',
      apiEnv: API_ENV,
      ...PORTS,
    });
    const browser =
      runs('weights') || runs('scroll')
        ? await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
        : undefined;
    try {
      if (browser && runs('weights')) {
        rows.push(...(await screenWeights(browser, stack.siteUrl)));
        rows.push(...(await elementWeights(browser)));
      }
      // Alone on the machine's cores while it runs: its figures are simulated from what the page does.
      if (runs('lighthouse')) rows.push(...(await lighthouseRows(stack.siteUrl, stack.identity)));
      if (runs('api')) {
        const hello = await helloWorldLoad();
        rows.push(referenceRow('PGlite', hello));
        rows.push(...(await apiThroughput('PGlite', stack.apiUrl, stack.identity, hello)));
      }
      if (runs('uploads')) {
        // Through an API of its own, so its peak RSS is the upload's.
        const uploads = await uploadThroughput({
          identity: stack.identity,
          apiPort: PORTS.apiPort + 2,
          s3ApiPort: process.env.BENCH_SKIP_S3 === '1' ? undefined : PORTS.apiPort + 4,
          databaseUrl: postgres?.url,
        });
        rows.push(...uploads.rows);
      }
      // The demo creator's export through an API of its own, so its memory is the export's: it must stream at a steady memory.
      if (runs('export')) {
        rows.push(
          ...(await accountExportRows({
            identity: stack.identity,
            apiPort: PORTS.apiPort + 3,
            databaseUrl: postgres?.url,
          })),
        );
      }
      // On a stack of its own whose database holds the 10,000 medias before its API starts.
      if (browser && runs('scroll')) rows.push(...(await cloudScroll(browser, SCROLL_BENCH_PORTS)));
    } finally {
      await browser?.close();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (postgres && runs('api')) {
    const pgDir = mkdtempSync(join(tmpdir(), 'creators-bench-pg-'));
    const pgStack = await startStack({
      dataDir: pgDir,
      site: 'none',
      api: 'bundled',
      databaseUrl: postgres.url,
      apiEnv: API_ENV,
      ...POSTGRES_PORTS,
    });
    try {
      // Measured again beside this part: the ratios below are of this figure, not of the PGlite part's.
      const hello = await helloWorldLoad();
      rows.push(referenceRow('PostgreSQL', hello));
      rows.push(...(await apiThroughput('PostgreSQL', pgStack.apiUrl, pgStack.identity, hello)));
    } finally {
      await pgStack.stop();
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
} finally {
  await postgres?.stop();
}

if (withPostgres && runs('messages')) {
  const messagesPostgres = await startLocalPostgres({
    port: MESSAGES_POSTGRES_PORT,
    database: 'creators_bench_messages',
  });
  try {
    rows.push(...(await messagesRows(messagesPostgres.url)));
  } finally {
    await messagesPostgres.stop();
  }
  // Two API processes on a PostgreSQL of their own: live events between them, and many open streams.
  rows.push(...(await liveEventRows()));
}

if (withPostgres && runs('incomes')) {
  const incomesPostgres = await startLocalPostgres({
    port: INCOMES_POSTGRES_PORT,
    database: 'creators_bench_incomes',
  });
  try {
    rows.push(...(await incomesRows(incomesPostgres.url)));
  } finally {
    await incomesPostgres.stop();
  }
}

if (runs('start-up') && process.env.BENCH_SKIP_START_UP !== '1') rows.push(...(await startUpTimes()));

console.log(renderTable(rows));
const over = rows.filter(overBudget);
if (over.length > 0) {
  console.log(`\n${over.length} figure(s) over budget: ${over.map((row) => row.name).join(', ')}`);
  process.exitCode = 1;
}
