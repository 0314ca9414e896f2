import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('creators')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('sub', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('display_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('certification_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('privacy_policy_accepted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('terms_of_service_accepted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('terms_of_use_accepted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('signed_out_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('creators').execute();
}
