import type {
  IncomeFigures,
  IncomeLine,
  IncomeRange,
  IncomeSeriesBucket,
  IncomeSummary,
  Payout,
  SoldItem,
} from '@mym/sdk';
import type { ApiCall } from '@mym/sdk/testing';
import { creatorClient, creatorRoutes } from './creator-api';

const FAN_IDS = ['0b0c7c1e-7f5a-4a4e-9a55-0000000000a1', '0b0c7c1e-7f5a-4a4e-9a55-0000000000a2'];
export const PUSH_ID = '5d0c7c1e-7f5a-4a4e-9a55-0000000000b1';
export const PAYOUT_ID = '7e0c7c1e-7f5a-4a4e-9a55-0000000000c1';

const uuid = (index: number) => `9a0c7c1e-7f5a-4a4e-9a55-${String(index).padStart(12, '0')}`;

/** A range of days as the API answers it (the instants are not what these screens read). */
export function rangeOf(from: string, to: string): IncomeRange {
  return { from, to, start: `${from}T00:00:00.000Z`, end: `${to}T23:00:00.000Z`, timeZone: 'Europe/Paris' };
}

/**
 * 57 ledger lines in November 2026, newest first: sales of 19.99 EUR (fee 4.00) on the 1st to the 24th, a push
 * and a tip a day, and one refund of a sale on the 10th. Odd cents on purpose: a float sum would drift.
 */
export function novemberLines(): IncomeLine[] {
  const lines: IncomeLine[] = [];
  let index = 0;
  for (let day = 24; day >= 1; day -= 1) {
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    for (const source of ['push', 'tip', 'message'] as const) {
      if (source === 'message' && day % 3 !== 0) continue;
      index += 1;
      lines.push({
        id: uuid(index),
        kind: 'sale',
        fan: {
          id: FAN_IDS[index % 2] as string,
          name: index % 2 ? 'Léa' : 'Sam',
          username: index % 2 ? 'lea' : 'sam',
        },
        item: {
          source,
          id: source === 'push' ? PUSH_ID : null,
          title: source === 'push' ? 'Photos de plage' : source === 'tip' ? 'Pourboire' : 'Message',
        },
        gross: 1999,
        fee: 400,
        net: 1599,
        currency: 'EUR',
        occurredAt: `${date}T12:00:00.000Z`,
        availableAt: `${date}T12:00:00.000Z`,
        day: date,
        reverses: null,
        payoutId: day <= 7 ? PAYOUT_ID : null,
      });
    }
  }
  index += 1;
  lines.splice(10, 0, {
    ...(lines[40] as IncomeLine),
    id: uuid(index),
    kind: 'refund',
    gross: -1999,
    fee: -400,
    net: -1599,
    reverses: (lines[40] as IncomeLine).id,
    payoutId: null,
  });
  return lines;
}

export function figuresOf(lines: readonly IncomeLine[]): IncomeFigures {
  const sales = lines.filter((line) => line.kind === 'sale');
  const reversals = lines.filter((line) => line.kind !== 'sale');
  const sum = (list: readonly IncomeLine[], key: 'gross' | 'fee' | 'net') =>
    list.reduce((total, line) => total + line[key], 0);
  return {
    sales: sum(sales, 'gross'),
    reversals: sum(reversals, 'gross'),
    gross: sum(lines, 'gross'),
    fee: sum(lines, 'fee'),
    net: sum(lines, 'net'),
    saleCount: sales.length,
    reversalCount: reversals.length,
  };
}

/** The lines a `GET /incomes/lines` query picks, as the API filters them. */
function matching(lines: readonly IncomeLine[], query: URLSearchParams): IncomeLine[] {
  const from = query.get('bucketFrom');
  const to = query.get('bucketTo');
  const kind = query.get('kind');
  return lines.filter(
    (line) =>
      (!from || line.day >= from) &&
      (!to || line.day <= to) &&
      (!kind || (kind === 'reversal' ? line.kind !== 'sale' : line.kind === 'sale')) &&
      (!query.get('fan') || line.fan.id === query.get('fan')) &&
      (!query.get('item') || line.item.id === query.get('item')) &&
      (!query.get('source') || line.item.source === query.get('source')),
  );
}

/** A page of 50 lines from the cursor, with the total of every matching line. */
function linePage(lines: readonly IncomeLine[], call: ApiCall, range: IncomeRange) {
  const start = Number(call.query.get('cursor') ?? 0);
  const picked = matching(lines, call.query);
  const next = start + 50;
  return {
    lines: picked.slice(start, next),
    total: figuresOf(picked),
    currency: 'EUR',
    range,
    cursor: next < picked.length ? String(next) : null,
  };
}

/** Each day of the range as a bucket, its net by source summed from the lines. */
function dayBuckets(lines: readonly IncomeLine[], from: number, to: number): IncomeSeriesBucket[] {
  const buckets: IncomeSeriesBucket[] = [];
  for (let day = from; day <= to; day += 1) {
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    const ofDay = lines.filter((line) => line.day === date);
    const sources = (['push', 'tip', 'message'] as const)
      .map((source) => {
        const part = ofDay.filter((line) => line.item.source === source);
        return { source, net: figuresOf(part).net, gross: figuresOf(part).gross };
      })
      .filter((part) => part.net !== 0 || part.gross !== 0);
    buckets.push({
      from: date,
      to: date,
      start: `${date}T00:00:00.000Z`,
      end: `${date}T23:59:59.000Z`,
      net: figuresOf(ofDay).net,
      gross: figuresOf(ofDay).gross,
      sources,
    });
  }
  return buckets;
}

export const soldPush: SoldItem = {
  kind: 'push',
  id: PUSH_ID,
  title: 'Photos de plage',
  sentAt: '2026-11-01T09:00:00.000Z',
  price: 1999,
  recipients: 120,
  buyers: 24,
  conversionBps: 2000,
  gross: 47976,
  net: 38376,
  discount: {
    price: 1499,
    endsAt: '2026-11-03T09:00:00.000Z',
    buyersDuring: 10,
    revenueDuring: 11990,
    buyersAfter: 14,
    revenueAfter: 22386,
  },
};

/** A free consultation that was booked: sold at no price, nothing earned. */
export const soldFreeConsultation: SoldItem = {
  kind: 'booking',
  id: '7e0c7c1e-7f5a-4a4e-9a55-0000000000d1',
  title: 'Premier échange',
  sentAt: null,
  price: 0,
  recipients: null,
  buyers: 3,
  conversionBps: null,
  gross: 0,
  net: 0,
  discount: null,
};

export const failedPayout: Payout = {
  id: '7e0c7c1e-7f5a-4a4e-9a55-0000000000c2',
  status: 'failed',
  amount: 5000,
  currency: 'EUR',
  lineCount: 3,
  createdAt: '2026-10-15T08:00:00.000Z',
  updatedAt: '2026-10-16T08:00:00.000Z',
  paidAt: null,
  failureReason: 'IBAN refusé par la banque',
};

/**
 * The incomes API over November's lines, through the real SDK (the fetch boundary): the summary compares this
 * month (1st to 24th) with the 24 days before (a net of 800.00 EUR), and every figure is the sum of its lines.
 */
export function incomesApi(overrides: Partial<IncomeSummary> = {}) {
  const lines = novemberLines();
  const range = rangeOf('2026-11-01', '2026-11-24');
  const previousRange = rangeOf('2026-10-08', '2026-10-31');
  const summary: IncomeSummary = {
    period: 'month',
    currency: 'EUR',
    range,
    previousRange,
    current: figuresOf(lines),
    previous: {
      sales: 100000,
      reversals: 0,
      gross: 100000,
      fee: 20000,
      net: 80000,
      saleCount: 50,
      reversalCount: 0,
    },
    balances: {
      currency: 'EUR',
      pending: 31980,
      available: 12345,
      releases: [{ availableAt: '2026-11-28T00:00:00.000Z', amount: 31980 }],
    },
    nextPayout: { scheduledAt: '2026-12-01T08:00:00.000Z', amount: 12345, currency: 'EUR' },
    currencies: ['EUR'],
    ...overrides,
  };
  const payoutLines = lines.filter((line) => line.payoutId === PAYOUT_ID);
  const paidPayout: Payout = {
    id: PAYOUT_ID,
    status: 'paid',
    amount: figuresOf(payoutLines).net,
    currency: 'EUR',
    lineCount: payoutLines.length,
    createdAt: '2026-11-10T08:00:00.000Z',
    updatedAt: '2026-11-11T08:00:00.000Z',
    paidAt: '2026-11-11T08:00:00.000Z',
    failureReason: null,
  };
  const api = creatorClient(
    creatorRoutes({
      'GET /incomes/summary': { body: summary },
      'GET /incomes/series': {
        body: {
          period: 'month',
          bucket: 'day',
          currency: 'EUR',
          range,
          buckets: dayBuckets(lines, 1, 24),
          total: figuresOf(lines),
        },
      },
      'GET /incomes/lines': (call) => ({ body: linePage(lines, call, range) }),
      'GET /incomes/top-fans': (call) => ({
        body: {
          scope: call.query.get('scope') ?? 'lifetime',
          currency: 'EUR',
          range: call.query.get('scope') === 'period' ? range : null,
          fans: [
            {
              fan: { id: FAN_IDS[1], name: 'Léa', username: 'lea' },
              gross: 71964,
              net: 57564,
              purchases: 36,
            },
            {
              fan: { id: FAN_IDS[0], name: 'Sam', username: 'sam' },
              gross: 69965,
              net: 55965,
              purchases: 35,
            },
          ],
        },
      }),
      'GET /incomes/payouts': { body: { payouts: [paidPayout, failedPayout], cursor: null } },
      [`GET /incomes/payouts/${PAYOUT_ID}/lines`]: {
        body: { payout: paidPayout, lines: payoutLines, cursor: null },
      },
      'GET /incomes/sold-items': {
        body: { items: [soldPush, soldFreeConsultation], currency: 'EUR', cursor: null },
      },
      'POST /incomes/exports': {
        body: {
          url: 'http://api.test/incomes/exports/signed.csv',
          expiresAt: '2026-11-24T12:05:00.000Z',
          filename: 'incomes.csv',
        },
      },
    }),
  );
  return {
    ...api,
    lines,
    summary,
    paidPayout,
    sent: (path: string) => api.calls.filter((call) => call.path === path),
  };
}
