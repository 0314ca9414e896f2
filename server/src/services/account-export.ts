import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import {
  creatorLedgerRows,
  creatorMediaFiles,
  creatorRows,
  EXPORTED_LEDGER_COLUMNS,
  EXPORTED_TABLES,
  type ExportedTable,
} from '../db/account-export';
import type { Database } from '../db/schema';
import type { MediaStore } from '../media/media-store';

/** What the export's `profile.json` holds: the creator's own record and settings (no secret, no full IBAN). */
export type ExportProfile = Record<string, unknown>;

async function* ndjson(rows: AsyncIterable<Record<string, unknown>>): AsyncGenerator<string> {
  for await (const row of rows) yield `${JSON.stringify(row)}\n`;
}

function csvCell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function* ledgerCsv(db: Kysely<Database>, creatorId: string): AsyncGenerator<string> {
  yield `${EXPORTED_LEDGER_COLUMNS.join(',')}\n`;
  for await (const row of creatorLedgerRows(db, creatorId)) {
    yield `${EXPORTED_LEDGER_COLUMNS.map((column) => csvCell(row[column])).join(',')}\n`;
  }
}

/**
 * A media's name inside the ZIP: its id first (unique, and no name can climb out of `media/`), then its file name
 * without any path separator or control character.
 */
export function mediaEntryName(id: string, fileName: string): string {
  const safe = fileName.replace(/[\p{Cc}/\\:*?"<>|]/gu, '_').slice(-100);
  return `media/${id}-${safe || 'file'}`;
}

const tableEntry = (table: ExportedTable) => `data/${table}.ndjson`;

/**
 * The creator's whole account as one ZIP, streamed: each table is read page by page as its entry is written, and
 * each media file is opened only when the ZIP reaches it, so memory stays flat whatever the account holds.
 */
export async function accountExportZip(
  db: Kysely<Database>,
  mediaStore: MediaStore,
  creatorId: string,
  profile: ExportProfile,
): Promise<Readable> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(profile, null, 2)}\n`), 'profile.json');
  for (const table of EXPORTED_TABLES) {
    zip.addReadStreamLazy(tableEntry(table), (done) =>
      done(null, Readable.from(ndjson(creatorRows(db, table, creatorId)))),
    );
  }
  zip.addReadStreamLazy('ledger.csv', (done) => done(null, Readable.from(ledgerCsv(db, creatorId))));
  for await (const media of creatorMediaFiles(db, creatorId)) {
    zip.addReadStreamLazy(mediaEntryName(media.id, media.fileName), (done) => {
      mediaStore.open(media.key).then(
        // A file the store lost is an empty entry rather than a broken archive.
        (file) => done(null, file?.stream ?? Readable.from([])),
        (error) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
