import type { ColumnType } from 'kysely';

/** Column shapes several tables share. */

export type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface OrderedLink {
  position: number;
}
