/**
 * Messages at scale: one creator with 10,000 conversations and 1,000,000 messages on
 * PostgreSQL, one of the conversations 5,000 messages long. Measures the database reads of the inbox's first page
 * (`GET /messages/conversations`: the inbox query and its latest messages) and of one page of 50 messages of the
 * long conversation (`GET /messages/conversations/:id/messages`), through the server's own repository functions,
 * and reads the inbox query's plan (EXPLAIN) to show which indexes serve it. The data is seeded set-based
 * (`generate_series`), so the seeding takes seconds. `tsx tests/bench/messages.ts` runs it alone.
 */
import { performance } from 'node:perf_hooks';
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrate } from '../../server/src/db/database';
import { inboxPage, messagePage, messagesByIds } from '../../server/src/db/messages';
import { usePreparedStatements } from '../../server/src/db/prepared-statements';
import type { Database } from '../../server/src/db/schema';
import { startLocalPostgres } from '../contract/support/postgres';
import type { BenchRow } from './bench-table';

export const CONVERSATIONS = 10_000;
export const MESSAGES = 1_000_000;
export const LONG_CONVERSATION = 5_000;
/** The inbox's page (INBOX_PAGE_SIZE) and the conversation's (CONVERSATION_PAGE_SIZE); the routes read one more. */
const PAGE = 50;
const ROUNDS = 300;
/** Rounds run first and not counted: statements prepared and pages cached, as in a running API. */
const WARM_UP = 30;

/** The creator, their 10,000 fans with spread activity, and the 1,000,000 messages, in a few statements. */
async function seed(db: Kysely<Database>): Promise<{ creatorId: string; longFanId: string }> {
  const creator = await sql<{ id: string }>`
    insert into creators (sub, username) values ('bench-messages', 'bench') returning id`.execute(db);
  const creatorId = creator.rows[0]?.id ?? '';
  await sql`
    insert into fans (creator_id, name, last_activity_at, unread_count)
    select ${creatorId}, 'Fan ' || n, now() - n * interval '1 minute', n % 3
    from generate_series(1, ${CONVERSATIONS}) as n`.execute(db);
  // The long conversation sits in the middle of the inbox, not on its first page.
  const long = await sql<{ id: string }>`
    select id from fans where creator_id = ${creatorId} order by last_activity_at desc offset ${CONVERSATIONS / 2} limit 1`.execute(
    db,
  );
  const longFanId = long.rows[0]?.id ?? '';
  await sql`
    insert into messages (creator_id, fan_id, sender, kind, text, sent_at)
    select ${creatorId}, ${longFanId}, case when n % 2 = 0 then 'fan' else 'creator' end, 'text',
      'Message ' || n, now() - interval '1 day' - n * interval '1 second'
    from generate_series(1, ${LONG_CONVERSATION}) as n`.execute(db);
  const others = CONVERSATIONS - 1;
  const perFan = Math.floor((MESSAGES - LONG_CONVERSATION) / others);
  const rest = MESSAGES - LONG_CONVERSATION - perFan * others;
  // Every other fan gets `perFan` messages (the first `rest` fans one more), 1,000,000 in all.
  await sql`
    with others as (
      select id, last_activity_at, row_number() over (order by id) as rank
      from fans where creator_id = ${creatorId} and id <> ${longFanId}
    )
    insert into messages (creator_id, fan_id, sender, kind, text, sent_at)
    select ${creatorId}, others.id, case when n % 2 = 0 then 'fan' else 'creator' end, 'text',
      'Message ' || n, others.last_activity_at - n * interval '1 second'
    from others cross join lateral generate_series(1, ${perFan} + case when others.rank <= ${rest} then 1 else 0 end) as n`.execute(
    db,
  );
  await sql`analyze`.execute(db);
  return { creatorId, longFanId };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function timings(round: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i++) await round();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await round();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The plan's scans, e.g. "Index Scan fans_inbox", "Seq Scan messages". */
function scansOf(node: PlanNode): string[] {
  const own = node['Node Type'].includes('Scan')
    ? [`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim()]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

/** The database reads of both pages and the inbox query's plan, on the database at `databaseUrl` (empty). */
export async function messagesRows(databaseUrl: string): Promise<BenchRow[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // As the API's pool: its hot reads are prepared statements.
  pool.on('connect', (client) => usePreparedStatements(client));
  // The server stops right after the run: a connection the pool still closes then is no failure of the bench.
  pool.on('error', () => undefined);
  let lastQuery: CompiledQuery | undefined;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') lastQuery = event.query;
    },
  });
  try {
    await migrate(db);
    const seedStart = performance.now();
    const { creatorId, longFanId } = await seed(db);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const inbox = async () => {
      const rows = await inboxPage(db, { creatorId, limit: PAGE + 1 });
      const lastIds = rows
        .slice(0, PAGE)
        .flatMap((row) => (row.last_message_id ? [row.last_message_id] : []));
      return messagesByIds(db, lastIds);
    };
    await inboxPage(db, { creatorId, limit: PAGE + 1 });
    const inboxQuery = lastQuery;
    const plan = inboxQuery
      ? await pool.query(`explain (format json) ${inboxQuery.sql}`, [...inboxQuery.parameters])
      : undefined;
    const scans = plan
      ? scansOf((plan.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]?.Plan as PlanNode)
      : [];
    const inboxTimes = await timings(inbox);
    const threadTimes = await timings(() => messagePage(db, longFanId, PAGE + 1));
    const seeded = `${CONVERSATIONS.toLocaleString('en-US')} conversations, ${MESSAGES.toLocaleString('en-US')} messages seeded in ${seedSeconds.toFixed(1)} s`;
    return [
      {
        section: 'Messages on PostgreSQL',
        name: 'inbox first page (GET /messages/conversations: inbox query + latest messages), p95',
        value: inboxTimes.p95,
        unit: 'ms',
        limit: 50,
        kind: 'goal',
        note: `p50 ${inboxTimes.p50.toFixed(1)} ms over ${ROUNDS} rounds; ${seeded}; plan: ${scans.join(', ')}`,
      },
      {
        section: 'Messages on PostgreSQL',
        name: `one page of ${PAGE} of a ${LONG_CONVERSATION.toLocaleString('en-US')}-message conversation, p95`,
        value: threadTimes.p95,
        unit: 'ms',
        limit: 30,
        kind: 'goal',
        note: `p50 ${threadTimes.p50.toFixed(1)} ms over ${ROUNDS} rounds`,
      },
    ];
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  const { renderTable } = await import('./bench-table');
  const postgres = await startLocalPostgres({ port: 5796, database: 'creators_bench_messages' });
  try {
    console.log(renderTable(await messagesRows(postgres.url)));
  } finally {
    await postgres.stop();
  }
}
