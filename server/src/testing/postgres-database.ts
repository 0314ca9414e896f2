import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';

/**
 * A fresh, migrated database on the PostgreSQL server of `adminUrl` (one per test app, so test files never see
 * each other's rows): how the suite proves that migrations and queries hold on PostgreSQL as on PGlite.
 */
export async function openFreshPostgresDatabase(adminUrl: string): Promise<Kysely<Database>> {
  const name = `mym_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString() });
}
