import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The tables a creator's export carries, each read page by page (never the whole table at once). */
export const EXPORTED_TABLES = [
  'collections',
  'medias',
  'playlists',
  'posts',
  'pushes',
  'fans',
  'messages',
  'consultations',
  'bookings',
] as const;
export type ExportedTable = (typeof EXPORTED_TABLES)[number];

/** Rows per read: the export's memory is one page, whatever the account holds. */
export const EXPORT_PAGE_SIZE = 500;

/** Columns that are the server's own business, never the creator's data (storage paths, sealed secrets). */
const INTERNAL_COLUMNS = new Set(['storage_key', 'calendar_event_id', 'calendar_connection_id']);

function withoutInternals(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !INTERNAL_COLUMNS.has(column)));
}

/** Every row the creator owns in `table`, in id order, one page of EXPORT_PAGE_SIZE at a time. */
export async function* creatorRows(
  db: Kysely<Database>,
  table: ExportedTable,
  creatorId: string,
): AsyncGenerator<Record<string, unknown>> {
  let after: string | null = null;
  for (;;) {
    // One shape for every exported table: each has `id` and `creator_id`.
    let query = db
      .selectFrom(table as 'posts')
      .selectAll()
      .where('creator_id', '=', creatorId)
      .orderBy('id')
      .limit(EXPORT_PAGE_SIZE);
    if (after) query = query.where('id', '>', after);
    const page = (await query.execute()) as unknown as Record<string, unknown>[];
    for (const row of page) yield withoutInternals(row);
    if (page.length < EXPORT_PAGE_SIZE) return;
    after = page[page.length - 1]?.id as string;
  }
}

/** The creator's medias that have a stored file, page by page: the export streams each file in turn. */
export async function* creatorMediaFiles(db: Kysely<Database>, creatorId: string) {
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom('medias')
      .select(['id', 'file_name', 'storage_key'])
      .where('creator_id', '=', creatorId)
      .where('storage_key', 'is not', null)
      .orderBy('id')
      .limit(EXPORT_PAGE_SIZE);
    if (after) query = query.where('id', '>', after);
    const page = await query.execute();
    for (const row of page) yield { id: row.id, fileName: row.file_name, key: row.storage_key as string };
    if (page.length < EXPORT_PAGE_SIZE) return;
    after = page[page.length - 1]?.id ?? null;
  }
}

/** The ledger's columns the export's CSV carries, amounts in minor units as the ledger keeps them (never a rounded float). */
export const EXPORTED_LEDGER_COLUMNS = [
  'occurred_at',
  'kind',
  'source',
  'item_id',
  'fan_id',
  'gross',
  'fee',
  'net',
  'currency',
  'available_at',
] as const;

/** The ledger's rows of the creator in time order, page by page (the export's CSV). */
export async function* creatorLedgerRows(db: Kysely<Database>, creatorId: string) {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('ledger_entries')
      .select(['id', ...EXPORTED_LEDGER_COLUMNS])
      .where('creator_id', '=', creatorId)
      .orderBy('occurred_at')
      .orderBy('id')
      .limit(EXPORT_PAGE_SIZE);
    if (after) {
      const last = after;
      query = query.where((eb) =>
        eb.or([
          eb('occurred_at', '>', last.at),
          eb.and([eb('occurred_at', '=', last.at), eb('id', '>', last.id)]),
        ]),
      );
    }
    const page = await query.execute();
    yield* page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    const last = page[page.length - 1];
    after = last ? { at: last.occurred_at, id: last.id } : null;
  }
}

/** Every stored file key of the creator's medias (the deletion removes them before the rows). */
export async function creatorMediaKeys(db: Kysely<Database>, creatorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('medias')
    .select('storage_key')
    .where('creator_id', '=', creatorId)
    .where('storage_key', 'is not', null)
    .execute();
  return rows.map((row) => row.storage_key as string);
}
