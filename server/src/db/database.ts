import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { attachNotificationListener, pgliteListener, postgresListener } from '../events/notification-channel';
import { migrations } from './migrations/index';
import { usePreparedStatements, usePreparedStatementsOnPglite } from './prepared-statements';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Told when an idle PostgreSQL connection breaks; the pool replaces it. */
  onPoolError?: (error: Error) => void;
}

/** How long PostgreSQL may take: to connect, to run one statement, to sit idle inside a transaction. */
export const POOL_TIMEOUTS = { connectMs: 5_000, statementMs: 15_000, idleInTransactionMs: 30_000 } as const;

/** Opens the database (PGlite on disk by default, PostgreSQL with a URL) and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  const { dialect, listen } = await dialectFor(options);
  const db = new Kysely<Database>({ dialect });
  // Live events fan out through LISTEN/NOTIFY, which needs the database itself rather than Kysely's pool.
  attachNotificationListener(db, listen);
  await migrate(db);
  // PGlite runs no autovacuum: without this its planner never has statistics, and guesses plans several times
  // slower than the ones it picks knowing the tables. A PostgreSQL server analyzes on its own.
  if (!options.databaseUrl) await sql`analyze`.execute(db);
  return db;
}

async function dialectFor({ databaseUrl, dataDir, onPoolError = () => undefined }: DatabaseOptions) {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // A database that is down or stuck fails requests in seconds instead of holding them forever.
      connectionTimeoutMillis: POOL_TIMEOUTS.connectMs,
      statement_timeout: POOL_TIMEOUTS.statementMs,
      idle_in_transaction_session_timeout: POOL_TIMEOUTS.idleInTransactionMs,
    });
    // A client that loses its server (a restart) emits 'error': the pool hears idle ones, and every client gets
    // its own listener for the moments it is checked out, else the process would crash. The broken client's
    // query fails (503), and the pool drops it on release.
    pool.on('error', (error) => onPoolError(error));
    pool.on('connect', (client) => {
      client.on('error', (error) => onPoolError(error));
      usePreparedStatements(client);
    });
    return { dialect: new PostgresDialect({ pool }), listen: postgresListener(databaseUrl) };
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ? join(dataDir, 'pglite') : undefined);
  usePreparedStatementsOnPglite(pglite);
  return { dialect: new PGliteDialect({ pglite }), listen: pgliteListener(pglite) };
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
