import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableAt,
  readLedgerSettings,
  reversalAmounts,
  saleAmounts,
} from '../../server/src/services/sale-amounts';

const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;

const ledgerRows = fc.array(
  fc.record({
    gross: fc.integer({ min: 1, max: 100_000 }),
    currency: fc.constantFrom(...CURRENCIES),
    day: fc.integer({ min: 0, max: 60 }),
    reversed: fc.boolean(),
    reversalDelay: fc.integer({ min: 0, max: 30 }),
  }),
  { maxLength: 200 },
);

describe('ledger amounts (DESIGN "Money": integers in minor units end to end)', () => {
  it('over any period and in every currency, the sum of net equals gross minus fees minus reversals, with no drift', () => {
    fc.assert(
      fc.property(
        ledgerRows,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 90 }),
        (sales, feeBps, a, b) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const rows: {
            day: number;
            currency: string;
            gross: number;
            fee: number;
            net: number;
            reversal: boolean;
          }[] = [];
          for (const sale of sales) {
            const amounts = saleAmounts(sale.gross, feeBps);
            rows.push({ day: sale.day, currency: sale.currency, ...amounts, reversal: false });
            if (sale.reversed) {
              rows.push({
                day: sale.day + sale.reversalDelay,
                currency: sale.currency,
                ...reversalAmounts(amounts),
                reversal: true,
              });
            }
          }
          for (const currency of CURRENCIES) {
            const inPeriod = rows.filter(
              (row) => row.currency === currency && row.day >= from && row.day < to,
            );
            const sum = (pick: (row: (typeof rows)[number]) => number, list = inPeriod) =>
              list.reduce((total, row) => total + pick(row), 0);
            const salesOnly = inPeriod.filter((row) => !row.reversal);
            const reversals = inPeriod.filter((row) => row.reversal);
            const net = sum((row) => row.net);
            expect(Number.isSafeInteger(net)).toBe(true);
            expect(net).toBe(
              sum((row) => row.gross, salesOnly) -
                sum((row) => row.fee, salesOnly) +
                sum((row) => row.net, reversals),
            );
            for (const row of inPeriod) {
              expect(Number.isInteger(row.fee) && row.net === row.gross - row.fee).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('the fee is the configured rate rounded half up, never above the gross', () => {
    expect(saleAmounts(999, 2000)).toEqual({ gross: 999, fee: 200, net: 799 });
    expect(saleAmounts(1, 2000)).toEqual({ gross: 1, fee: 0, net: 1 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, bps) => {
          const { fee, net } = saleAmounts(gross, bps);
          return fee >= 0 && fee <= gross && net === gross - fee;
        },
      ),
    );
  });

  it('a sale becomes available after the hold: 7 days by default', () => {
    const settings = readLedgerSettings({});
    expect(settings).toEqual({ feeBps: 2000, holdDays: 7 });
    expect(availableAt(new Date('2026-06-01T10:00:00Z'), settings.holdDays).toISOString()).toBe(
      '2026-06-08T10:00:00.000Z',
    );
    expect(() => readLedgerSettings({ PLATFORM_FEE_BPS: '12.5' })).toThrow(/PLATFORM_FEE_BPS/);
  });
});
