import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { migrate } from '../db/database';
import { migrations } from '../db/migrations/index';
import { usePreparedStatementsOnPglite } from '../db/prepared-statements';
import type { Database } from '../db/schema';
import { attachNotificationListener, pgliteListener } from '../events/notification-channel';

/** The snapshot is named after the migrations' code, so a changed migration makes a new one. */
function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations)) {
    hash.update(name).update(String(migration.up)).update(String(migration.down));
  }
  return join(tmpdir(), `mym-server-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * An in-memory PGlite with every migration applied. Creating a fresh PGlite costs seconds here, restoring a
 * dump well under one (DESIGN "Database"), so the first test file to run dumps a migrated database into the
 * temp folder and every later one restores it. The dump is not compressed: its 40 MB restore in about 0.5 s on
 * this machine, the gzipped 5 MB in 1-1.4 s, and every server test file pays that once.
 */
export async function openSnapshotDatabase(): Promise<Kysely<Database>> {
  const path = snapshotPath();
  if (existsSync(path)) {
    const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(path)]) });
    usePreparedStatementsOnPglite(pglite);
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    attachNotificationListener(db, pgliteListener(pglite));
    await migrate(db);
    return db;
  }
  const pglite = await PGlite.create();
  usePreparedStatementsOnPglite(pglite);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  attachNotificationListener(db, pgliteListener(pglite));
  await migrate(db);
  const dump = await pglite.dumpDataDir('none');
  // Written aside then renamed, so a parallel test file never reads half a snapshot.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return db;
}
