import { randomUUID } from 'node:crypto';
import { INCOME_SOURCES, type IncomeBucket } from '@mym/sdk/contract';
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionCreator } from '../../server/src/db/creators';
import type { Database } from '../../server/src/db/schema';
import { incomeLines, incomeSeries, incomeSummary } from '../../server/src/services/incomes';
import { openSnapshotDatabase } from '../../server/src/testing/database-snapshot';
import { addFan, addReversal, addSale } from '../../server/src/testing/ledger-lines';

let db: Kysely<Database>;
const serverZone = process.env.TZ;

beforeAll(async () => {
  db = await openSnapshotDatabase();
  // Neither the process's zone nor the database session's may move a line to another day.
  process.env.TZ = 'Pacific/Kiritimati';
  await sql`set timezone to 'America/Los_Angeles'`.execute(db);
});
afterAll(async () => {
  process.env.TZ = serverZone;
  await db.destroy();
});

/** Zones with DST, half- and quarter-hour offsets, and one far from UTC. */
const ZONES = [
  'Europe/Paris',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
] as const;
/** A window of 120 days around the spring DST changes of 2027. */
const WINDOW_START = Date.UTC(2027, 1, 1);
const WINDOW_MS = 120 * 86_400_000;
const NOW = new Date(WINDOW_START + WINDOW_MS + 86_400_000);

const ledgers = fc.record({
  zone: fc.constantFrom(...ZONES),
  lines: fc.array(
    fc.record({
      gross: fc.integer({ min: 1, max: 5_000_000 }),
      offsetMs: fc.integer({ min: 0, max: WINDOW_MS - 1 }),
      source: fc.constantFrom(...INCOME_SOURCES),
      reversal: fc.option(
        fc.record({ afterMs: fc.integer({ min: 0, max: 40 * 86_400_000 }), chargeback: fc.boolean() }),
      ),
    }),
    { maxLength: 30 },
  ),
  span: fc.tuple(fc.integer({ min: 0, max: 119 }), fc.integer({ min: 0, max: 119 })),
  bucket: fc.constantFrom<IncomeBucket>('day', 'week', 'month'),
});

interface Written {
  net: number;
  gross: number;
  kind: string;
  at: Date;
}

/** The oracle reads days through Intl, not the Temporal code under test: `en-CA` writes YYYY-MM-DD. */
const dayIn = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const windowDay = (days: number) => new Date(WINDOW_START + days * 86_400_000).toISOString().slice(0, 10);

describe('incomes over generated ledgers (every figure is the sum of its lines)', () => {
  it('totals equal the lines of the period in the creator zone; buckets sum to the total; reversals count once, when they happened; integers only', async () => {
    await fc.assert(
      fc.asyncProperty(ledgers, async ({ zone, lines, span, bucket }) => {
        const creator = await provisionCreator(db, {
          sub: randomUUID(),
          username: 'prop',
          email: 'prop@example.com',
          displayName: 'Prop',
        });
        await db.updateTable('creators').set({ time_zone: zone }).where('id', '=', creator.id).execute();
        const row = { ...creator, time_zone: zone };
        const fan = await addFan(db, creator.id);
        const written: Written[] = [];
        for (const line of lines) {
          const at = new Date(WINDOW_START + line.offsetMs);
          const sale = await addSale(db, {
            creatorId: creator.id,
            fanId: fan.id,
            gross: line.gross,
            at,
            source: line.source,
          });
          written.push({ net: sale.net, gross: sale.gross, kind: 'sale', at });
          if (line.reversal) {
            const back = new Date(at.getTime() + line.reversal.afterMs);
            const reversal = await addReversal(
              db,
              sale,
              back,
              line.reversal.chargeback ? 'chargeback' : 'refund',
            );
            written.push({ net: reversal.net, gross: reversal.gross, kind: reversal.kind, at: back });
          }
        }
        const first = windowDay(Math.min(...span));
        const last = windowDay(Math.max(...span));
        const period = { period: 'custom' as const, from: first, to: last };
        const inPeriod = written.filter((line) => {
          const day = dayIn(line.at, zone);
          return day >= first && day <= last;
        });
        const sum = (list: Written[], pick: (line: Written) => number) =>
          list.reduce((total, line) => total + pick(line), 0);

        const summary = await incomeSummary(db, row, period, NOW);
        expect(summary.current.net).toBe(sum(inPeriod, (line) => line.net));
        expect(summary.current.gross).toBe(sum(inPeriod, (line) => line.gross));
        expect(summary.current.reversals).toBe(
          sum(
            inPeriod.filter((line) => line.kind !== 'sale'),
            (line) => line.gross,
          ),
        );
        expect(summary.current.reversalCount).toBe(inPeriod.filter((line) => line.kind !== 'sale').length);
        for (const value of Object.values(summary.current)) expect(Number.isSafeInteger(value)).toBe(true);

        const series = await incomeSeries(db, row, { ...period, bucket }, NOW);
        expect(sum(series.buckets as never[], (one: { net: number }) => one.net)).toBe(summary.current.net);
        expect(series.total).toEqual(summary.current);
        for (const one of series.buckets) {
          const inBucket = inPeriod.filter((line) => {
            const day = dayIn(line.at, zone);
            return day >= one.from && day <= one.to;
          });
          expect(one.net).toBe(sum(inBucket, (line) => line.net));
          expect(one.net).toBe(one.sources.reduce((total, source) => total + source.net, 0));
        }

        let cursor: string | undefined;
        let fromLines = 0;
        let count = 0;
        do {
          const page = await incomeLines(
            db,
            row,
            { ...period, limit: 7, ...(cursor ? { cursor } : {}) },
            NOW,
          );
          expect(page.total).toEqual(summary.current);
          fromLines += page.lines.reduce((total, line) => total + line.net, 0);
          count += page.lines.length;
          for (const line of page.lines) expect(line.day >= first && line.day <= last).toBe(true);
          cursor = page.cursor ?? undefined;
        } while (cursor);
        expect(fromLines).toBe(summary.current.net);
        expect(count).toBe(inPeriod.length);
      }),
      { numRuns: 25 },
    );
  });

  it('a sale at 23:30 on 31 March in Paris falls on that day, whatever the server zone', async () => {
    const creator = await provisionCreator(db, {
      sub: randomUUID(),
      username: 'p',
      email: 'p@example.com',
      displayName: 'P',
    });
    const row = { ...creator, time_zone: 'Europe/Paris' };
    const fan = await addFan(db, creator.id);
    await addSale(db, {
      creatorId: creator.id,
      fanId: fan.id,
      gross: 1234,
      at: new Date('2027-03-31T21:30:00Z'),
    });
    const series = await incomeSeries(
      db,
      row,
      { period: 'custom', from: '2027-03-30', to: '2027-04-01', bucket: 'day' },
      NOW,
    );
    expect(series.buckets.map((one) => [one.from, one.net])).toEqual([
      ['2027-03-30', 0],
      ['2027-03-31', 1234 - 247],
      ['2027-04-01', 0],
    ]);
  });
});
