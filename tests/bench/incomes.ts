/**
 * Incomes at scale (DESIGN "Money"): one creator with 2,000,000 ledger lines over twelve months among 20,000,000
 * in the table, on PostgreSQL. Measures the chart of 12 months by day with sources (`GET /incomes/series`, read from the day rollup) and the
 * period summary (`GET /incomes/summary`) through the server's own service functions, then streams the CSV export
 * of 1,000,000 lines and samples the process's memory while it runs. The lines are seeded set-based
 * (`generate_series`) with the rollup trigger off and the rollup built afterwards in one statement (what the
 * trigger would have written line by line). `INCOMES_BENCH_TOTAL_LINES` lowers the table's total for a quick run;
 * `tsx tests/bench/incomes.ts` runs it alone, and with `INCOMES_BENCH_DATABASE_URL` measures a database an earlier
 * run seeded (the creator `bench-incomes` found there is not seeded again).
 */
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrate } from '../../server/src/db/database';
import { usePreparedStatements } from '../../server/src/db/prepared-statements';
import type { CreatorRow, Database } from '../../server/src/db/schema';
import { incomeCsv } from '../../server/src/services/income-csv';
import { incomeSeries, incomeSummary } from '../../server/src/services/incomes';
import { startLocalPostgres } from '../contract/support/postgres';
import type { BenchRow } from './bench-table';

export const CREATOR_LINES = 2_000_000;
export const TABLE_LINES = Number(process.env.INCOMES_BENCH_TOTAL_LINES ?? 20_000_000);
export const EXPORT_LINES = 1_000_000;
const OTHER_CREATORS = 90;
const FANS = 10_000;
const ROUNDS = 100;
const WARM_UP = 10;
/** The bench's "now": the creator's twelve months end the day before. */
const NOW = new Date('2027-06-15T10:00:00Z');
const YEAR_MS = 365 * 86_400_000;

async function seed(db: Kysely<Database>): Promise<CreatorRow> {
  await sql`set session_replication_role = replica`.execute(db);
  const created = await sql<{ id: string }>`
    insert into creators (sub, username, time_zone) values ('bench-incomes', 'bench', 'Europe/Paris') returning id`.execute(
    db,
  );
  const creatorId = created.rows[0]?.id ?? '';
  await sql`
    insert into fans (creator_id, name) select ${creatorId}, 'Fan ' || n from generate_series(1, ${FANS}) as n`.execute(
    db,
  );
  const start = new Date(NOW.getTime() - YEAR_MS);
  const stepMs = YEAR_MS / CREATOR_LINES;
  // Sales of every source all year long, a refund for one in a hundred.
  await sql`
    with ranked as (select id, row_number() over (order by id) as rank from fans where creator_id = ${creatorId})
    insert into ledger_entries
      (creator_id, fan_id, kind, source, gross, fee, net, currency, occurred_at, available_at, event_id)
    select ${creatorId}, ranked.id, 'sale',
      (array['push', 'message', 'tip', 'subscription', 'booking'])[1 + n % 5],
      500 + (n % 20) * 50, (500 + (n % 20) * 50) / 5, (500 + (n % 20) * 50) - (500 + (n % 20) * 50) / 5, 'EUR',
      ${start}::timestamptz + (n::double precision * ${stepMs}::double precision) * interval '1 millisecond',
      ${start}::timestamptz + (n::double precision * ${stepMs}::double precision) * interval '1 millisecond' + interval '7 days',
      'bench-' || n
    from generate_series(1, ${CREATOR_LINES - CREATOR_LINES / 100}) as n
    join ranked on ranked.rank = 1 + n % ${FANS}`.execute(db);
  await sql`
    insert into ledger_entries
      (creator_id, fan_id, kind, source, gross, fee, net, currency, occurred_at, available_at, reverses, event_id)
    select creator_id, fan_id, 'refund', source, -gross, -fee, -net, currency,
      occurred_at + interval '2 days', occurred_at + interval '2 days', id, event_id || '-refund'
    from ledger_entries
    where creator_id = ${creatorId} and event_id like '%00' and occurred_at < ${new Date(NOW.getTime() - 3 * 86_400_000)}
    limit ${CREATOR_LINES / 100}`.execute(db);
  // The rest of the table: other creators' lines over the same year.
  const others = Math.max(0, TABLE_LINES - CREATOR_LINES);
  if (others > 0) {
    await sql`
      insert into creators (sub, username) select 'bench-other-' || n, 'other' from generate_series(1, ${OTHER_CREATORS}) as n`.execute(
      db,
    );
    await sql`
      insert into fans (creator_id, name) select id, 'Fan' from creators where sub like 'bench-other-%'`.execute(
      db,
    );
    await sql`
      with owners as (
        select c.id as creator_id, f.id as fan_id, row_number() over (order by c.id) - 1 as rank
        from creators c join fans f on f.creator_id = c.id where c.sub like 'bench-other-%'
      )
      insert into ledger_entries
        (creator_id, fan_id, kind, source, gross, fee, net, currency, occurred_at, available_at, event_id)
      select owners.creator_id, owners.fan_id, 'sale', 'tip', 1000, 200, 800, 'EUR',
        ${start}::timestamptz + (n::double precision * ${YEAR_MS / others}::double precision) * interval '1 millisecond',
        ${start}::timestamptz + (n::double precision * ${YEAR_MS / others}::double precision) * interval '1 millisecond' + interval '7 days',
        'other-' || n
      from generate_series(1, ${others}) as n
      join owners on owners.rank = n % ${OTHER_CREATORS}`.execute(db);
  }
  // What the trigger writes line by line, in one statement.
  await sql`
    insert into ledger_rollups
      (creator_id, currency, slot, source, sales, reversals, fee, net, sale_count, reversal_count)
    select creator_id, currency, date_bin('15 minutes', occurred_at, timestamptz '2000-01-01 00:00:00+00'), source,
      sum(case when kind = 'sale' then gross else 0 end), sum(case when kind = 'sale' then 0 else gross end),
      sum(fee), sum(net), count(*) filter (where kind = 'sale'), count(*) filter (where kind <> 'sale')
    from ledger_entries group by 1, 2, 3, 4`.execute(db);
  // And the creators' days from the quarter-hours, as the migration fills them.
  await sql`select ledger_day_rollup_fill(id, time_zone) from creators`.execute(db);
  await sql`insert into payout_schedules (creator_id, next_run_at) values (${creatorId}, ${NOW})`.execute(db);
  await sql`set session_replication_role = origin`.execute(db);
  await sql`analyze`.execute(db);
  return (await db
    .selectFrom('creators')
    .selectAll()
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow()) as CreatorRow;
}

/** The creator of a database an earlier run seeded (`INCOMES_BENCH_DATABASE_URL`): measured again as it is. */
async function seededCreator(db: Kysely<Database>): Promise<CreatorRow | undefined> {
  return (await db
    .selectFrom('creators')
    .selectAll()
    .where('sub', '=', 'bench-incomes')
    .executeTakeFirst()) as CreatorRow | undefined;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function timings(round: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i++) await round();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const begin = performance.now();
    await round();
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Lines streamed before the memory's baseline is read: the pipeline, the driver and the JIT have settled. */
const WARM_LINES = 100_000;

/**
 * Streams the export of `EXPORT_LINES` lines into a counting sink, sampling the RSS every 50 ms: what the export
 * adds beyond its first 100,000 lines says whether memory stays steady (it would grow with the lines if the file
 * were held); the growth from the very start (modules, JIT, the first batches) goes in the note.
 */
async function exportRun(db: Kysely<Database>, creator: CreatorRow) {
  const count = await sql<{ at: Date }>`
    select occurred_at as at from ledger_entries where creator_id = ${creator.id}
    order by occurred_at, id offset ${EXPORT_LINES} limit 1`.execute(db);
  const end = count.rows[0]?.at ?? NOW;
  const start = process.memoryUsage().rss;
  let rows = 0;
  let warm: number | undefined;
  let peak = start;
  const sampler = setInterval(() => {
    const rss = process.memoryUsage().rss;
    peak = Math.max(peak, rss);
    if (warm === undefined && rows >= WARM_LINES) {
      warm = rss;
      peak = rss;
    }
  }, 50);
  let bytes = 0;
  const begin = performance.now();
  await pipeline(
    incomeCsv(db, { creatorId: creator.id, currency: 'EUR', start: new Date(0), end }, creator.time_zone),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) rows += 1;
        done();
      },
    }),
  );
  clearInterval(sampler);
  const mb = (value: number) => value / 1_048_576;
  return {
    seconds: (performance.now() - begin) / 1000,
    steadyMb: mb(peak - (warm ?? start)),
    fromStartMb: mb(Math.max(peak, process.memoryUsage().rss) - start),
    bytes,
    rows: rows - 1,
  };
}

export async function incomesRows(databaseUrl: string): Promise<BenchRow[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('connect', (client) => usePreparedStatements(client));
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db);
    const seedStart = performance.now();
    const earlier = await seededCreator(db);
    const creator = earlier ?? (await seed(db));
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.error(`incomes bench: seeded in ${seedSeconds.toFixed(0)} s`);
    const year = { period: '12m' as const, bucket: 'day' as const };
    const check = await incomeSeries(db, creator, year, NOW);
    const series = await timings(() => incomeSeries(db, creator, year, NOW));
    const summary = await timings(() => incomeSummary(db, creator, { period: '12m' }, NOW));
    console.error(
      `incomes bench: series p95 ${series.p95.toFixed(1)} ms, summary p95 ${summary.p95.toFixed(1)} ms`,
    );
    const exported = await exportRun(db, creator);
    const seeded = `${CREATOR_LINES.toLocaleString('en-US')} of the creator's lines among ${TABLE_LINES.toLocaleString('en-US')}, ${earlier ? 'seeded by an earlier run' : `seeded in ${seedSeconds.toFixed(0)} s`}`;
    return [
      {
        section: 'Incomes on PostgreSQL',
        name: '12 months by day with sources (GET /incomes/series, day rollup), p95',
        value: series.p95,
        unit: 'ms',
        limit: 100,
        kind: 'goal',
        note: `p50 ${series.p50.toFixed(1)} ms over ${ROUNDS} rounds; ${check.buckets.length} days, ${check.total.saleCount.toLocaleString('en-US')} sales summed; ${seeded}`,
      },
      {
        section: 'Incomes on PostgreSQL',
        name: '12 months summary with the previous 12 and balances (GET /incomes/summary), p95',
        value: summary.p95,
        unit: 'ms',
        limit: 100,
        kind: 'goal',
        note: `p50 ${summary.p50.toFixed(1)} ms over ${ROUNDS} rounds`,
      },
      {
        section: 'Incomes on PostgreSQL',
        name: `CSV export of ${EXPORT_LINES.toLocaleString('en-US')} lines, RSS growth after its first ${WARM_LINES.toLocaleString('en-US')}`,
        value: exported.steadyMb,
        unit: 'MB',
        limit: 50,
        kind: 'budget',
        note: `${exported.rows.toLocaleString('en-US')} rows, ${(exported.bytes / 1_048_576).toFixed(0)} MB streamed in ${exported.seconds.toFixed(1)} s; ${exported.fromStartMb.toFixed(1)} MB above the RSS before the export`,
      },
    ];
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  const { renderTable } = await import('./bench-table');
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  // A database seeded by an earlier run (its data folder kept) is measured again without the half hour of seeding.
  const kept = process.env.INCOMES_BENCH_DATABASE_URL;
  const postgres = kept
    ? undefined
    : await startLocalPostgres({ port: 5798 + offset, database: 'creators_bench_incomes' });
  try {
    console.log(renderTable(await incomesRows(kept ?? postgres?.url ?? '')));
  } finally {
    await postgres?.stop();
  }
}
