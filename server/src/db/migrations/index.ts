import type { Migration } from 'kysely/migration';
import * as creators from './0001-creators';

/** Every migration in order; the name is the order key Kysely records. */
export const migrations: Record<string, Migration> = {
  '0001-creators': creators,
};
