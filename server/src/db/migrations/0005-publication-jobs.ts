import { type Kysely, sql } from 'kysely';

/**
 * Scheduled publication of posts and pushes (DESIGN "Scheduled publication"): one pending row per scheduled
 * item, claimed with `FOR UPDATE SKIP LOCKED` so that several API processes on one PostgreSQL publish it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publication_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('post', 'push')`))
    .addColumn('target_id', 'uuid', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('publication_jobs_target', ['kind', 'target_id'])
    .execute();
  await db.schema
    .createIndex('publication_jobs_due')
    .on('publication_jobs')
    .columns(['run_at'])
    .where(sql.ref('done_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('publication_jobs').execute();
}
