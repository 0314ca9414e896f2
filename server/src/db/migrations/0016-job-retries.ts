import { type Kysely, sql } from 'kysely';

/**
 * One failure never blocks the queue: a publication job and a push delivery each count their failed attempts
 * and wait before the next one; a publication job that failed for good is kept, dead, with what went wrong.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publication_jobs')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  await db.schema.dropIndex('publication_jobs_due').execute();
  await db.schema
    .createIndex('publication_jobs_due')
    .on('publication_jobs')
    .columns(['run_at'])
    .where(sql<boolean>`done_at is null and failed_at is null`)
    .execute();
  await db.schema
    .alterTable('pushes')
    .addColumn('delivery_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_delivery_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pushes')
    .dropColumn('delivery_attempts')
    .dropColumn('next_delivery_at')
    .execute();
  await db.schema.dropIndex('publication_jobs_due').execute();
  await db.schema
    .createIndex('publication_jobs_due')
    .on('publication_jobs')
    .columns(['run_at'])
    .where(sql.ref('done_at'), 'is', null)
    .execute();
  await db.schema
    .alterTable('publication_jobs')
    .dropColumn('attempts')
    .dropColumn('last_error')
    .dropColumn('failed_at')
    .execute();
}
