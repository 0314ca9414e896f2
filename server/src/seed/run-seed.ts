import { join, resolve } from 'node:path';
import { openDatabase } from '../db/database';
import { seedDatabase } from './seed-database';

/**
 * `pnpm --filter @mym/server seed`: seeds the database of DATABASE_URL, or the embedded one under DATA_DIR
 * (default `.data`; not while an API holds it), for the creator DEMO_CREATOR_SUB when given.
 */
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
await seedDatabase(db, { mediaDir: join(dataDir, 'media'), demoCreatorSub: process.env.DEMO_CREATOR_SUB });
await db.destroy();
console.log(`Seeded ${process.env.DATABASE_URL ? 'PostgreSQL' : dataDir}`);
