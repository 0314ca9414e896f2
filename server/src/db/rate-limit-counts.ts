import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** A counter after one more hit: hits in the current window and when the window ends. */
export interface RateLimitCount {
  hits: number;
  resetsAt: Date;
}

/**
 * Counts one hit of `key` in a window of `windowMs` that starts at the key's first hit (a new window once the
 * last one has ended). One statement, so hits from every API process on the same database add up exactly; the
 * database's clock decides, so processes with drifting clocks agree.
 */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number): Promise<RateLimitCount> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const row = await db
    .insertInto('rate_limit_counts')
    .values({ key, hits: 1, resets_at: sql<Date>`now() + ${window}` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_counts.resets_at <= now() then 1 else rate_limit_counts.hits + 1 end`,
        resets_at: sql<Date>`case when rate_limit_counts.resets_at <= now() then excluded.resets_at else rate_limit_counts.resets_at end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetsAt: new Date(row.resets_at) };
}

/** The counter of `key` as it stands, without counting a hit. */
export async function readCount(db: Kysely<Database>, key: string): Promise<RateLimitCount | undefined> {
  const row = await db
    .selectFrom('rate_limit_counts')
    .select(['hits', 'resets_at'])
    .where('key', '=', key)
    .where('resets_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { hits: row.hits, resetsAt: new Date(row.resets_at) } : undefined;
}

/** Forgets counters whose window has ended (each process sweeps now and then; the table stays small). */
export async function sweepEndedCounts(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('rate_limit_counts').where('resets_at', '<=', sql<Date>`now()`).execute();
}
