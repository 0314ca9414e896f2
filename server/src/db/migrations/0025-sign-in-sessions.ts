import { type Kysely, sql } from 'kysely';

/**
 * The devices a creator signed in from become their signed-in sessions: a row per refresh-token family (the
 * access tokens' `origin_jti`, its `device_key`), with the browser's user agent, the last activity, and when it
 * was signed out. Rows of tokens without a family keep the browser-and-system key they had. The creator row
 * carries the families signed out one by one: it is read on every call already, so refusing them costs nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sign_in_devices')
    .addColumn('origin_jti', 'text')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('creators')
    .addColumn('revoked_sessions', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creators').dropColumn('revoked_sessions').execute();
  await db.schema
    .alterTable('sign_in_devices')
    .dropColumn('origin_jti')
    .dropColumn('user_agent')
    .dropColumn('last_seen_at')
    .dropColumn('revoked_at')
    .execute();
}
