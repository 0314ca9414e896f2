import type { Kysely } from 'kysely';

/**
 * The IANA zone a creator lives in: "today", the calendars and the schedule rules are the creator's days, not
 * the server's. Paris until the creator says otherwise (the product's default language is
 * French, spec 1).
 */
export const DEFAULT_CREATOR_TIME_ZONE = 'Europe/Paris';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('creators')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo(DEFAULT_CREATOR_TIME_ZONE))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creators').dropColumn('time_zone').execute();
}
