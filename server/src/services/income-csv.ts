import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import { type LineFilter, type LineRow, lineBatch } from '../db/ledger-reports';
import type { Database } from '../db/schema';
import { itemTitle } from '../presenters/incomes';

/** Lines read per database round trip while exporting. */
export const EXPORT_BATCH_SIZE = 2000;

/** The CSV's columns, in order; the zone column states the zone every local date is in. */
export const EXPORT_COLUMNS = [
  'date',
  'time',
  'time_zone',
  'kind',
  'source',
  'item',
  'fan',
  'gross',
  'fee',
  'net',
  'currency',
  'occurred_at_utc',
  'available_at_utc',
  'line_id',
  'reverses',
  'payout_id',
] as const;

/** Decimal places of a currency (EUR 2, JPY 0), as the platform's formats know them. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Minor units as a decimal string (`-1234` EUR -> `-12.34`), by integer arithmetic only (never a float). */
export function decimalAmount(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

const QUARTER_HOUR_MS = 900_000;

/**
 * The creator's wall clock of each instant, for lines read oldest first: every zone's offset changes only on a
 * quarter-hour, so the offset is looked up once per quarter-hour (Temporal is slow next to a million lines) and
 * the date and time come from plain arithmetic.
 */
export function wallClock(timeZone: string) {
  let slot = Number.NaN;
  let offsetMs = 0;
  return (instant: Date): { day: string; time: string } => {
    const ms = instant.getTime();
    const here = Math.floor(ms / QUARTER_HOUR_MS);
    if (here !== slot) {
      slot = here;
      offsetMs =
        Temporal.Instant.fromEpochMilliseconds(here * QUARTER_HOUR_MS).toZonedDateTimeISO(timeZone)
          .offsetNanoseconds / 1_000_000;
    }
    const iso = new Date(ms + offsetMs).toISOString();
    return { day: iso.slice(0, 10), time: iso.slice(11, 19) };
  };
}

async function* exportRecords(db: Kysely<Database>, filter: LineFilter, timeZone: string) {
  const digits = currencyDigits(filter.currency);
  const clock = wallClock(timeZone);
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const rows: LineRow[] = await lineBatch(db, filter, EXPORT_BATCH_SIZE, after);
    for (const row of rows) {
      const local = clock(row.occurred_at);
      yield [
        local.day,
        local.time,
        timeZone,
        row.kind,
        row.source,
        itemTitle(row),
        row.fan_name,
        decimalAmount(row.gross, digits),
        decimalAmount(row.fee, digits),
        decimalAmount(row.net, digits),
        row.currency,
        row.occurred_at.toISOString(),
        row.available_at.toISOString(),
        row.id,
        row.reverses ?? '',
        row.payout_id ?? '',
      ];
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = { at: last.occurred_at, id: last.id };
  }
}

/**
 * The period's ledger as CSV, streamed: a byte-order mark and a header row (a spreadsheet opens it as UTF-8 with
 * its columns named), then one row per line, oldest first, amounts as decimals with their currency. Cells that
 * a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) are quoted with a leading apostrophe.
 */
export function incomeCsv(db: Kysely<Database>, filter: LineFilter, timeZone: string): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...EXPORT_COLUMNS],
    cast: { string: neutralizeFormula },
  });
  const source = Readable.from(exportRecords(db, filter, timeZone));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** Text typed by fans (names, captions) must never run as a formula in the creator's spreadsheet. */
function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
}
