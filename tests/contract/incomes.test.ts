import type { CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, signInDemoCreator, signInOtherCreator } from './support/clients';

let demo: CreatorClient;
let other: CreatorClient;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('client.incomes against the API (the demo creator has 18 months of sales)', () => {
  it('the summary of 12 months has sales, reversals, a previous period of the same length and balances', async () => {
    const summary = await demo.incomes.summary({ period: '12m' });
    expect(summary.current.saleCount).toBeGreaterThan(0);
    expect(summary.current.net).toBe(summary.current.gross - summary.current.fee);
    expect(summary.previous.saleCount).toBeGreaterThan(0);
    expect(summary.currencies).toContain('EUR');
    expect(sum(summary.balances.releases.map((release) => release.amount))).toBe(summary.balances.pending);
  });

  it("the chart's months sum to the period, and a month's lines sum to its bar", async () => {
    const series = await demo.incomes.series({ period: '12m', bucket: 'month' });
    expect(series.buckets).toHaveLength(12);
    expect(series.buckets[0]?.from.endsWith('-01')).toBe(true);
    expect(sum(series.buckets.map((bucket) => bucket.net))).toBe(series.total.net);
    const month = series.buckets.at(-2);
    if (!month) throw new Error('no month');
    let cursor: string | null = null;
    let net = 0;
    do {
      const page = await demo.incomes.lines({
        period: '12m',
        bucketFrom: month.from,
        bucketTo: month.to,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.total.net).toBe(month.net);
      net += sum(page.lines.map((line) => line.net));
      cursor = page.cursor;
    } while (cursor);
    expect(net).toBe(month.net);
  });

  it('top fans, what sells and payouts with the lines each paid', async () => {
    const top = await demo.incomes.topFans();
    expect(top.fans.length).toBeGreaterThan(0);
    const sold = await demo.incomes.soldItems();
    expect(sold.items.some((item) => item.kind === 'message' && item.buyers > 0)).toBe(true);
    const { payouts } = await demo.incomes.payouts({ status: 'paid', limit: 1 });
    const paid = payouts[0];
    if (!paid) throw new Error('no paid payout');
    const lines = await demo.incomes.payoutLines(paid.id, { limit: 50 });
    expect(lines.payout.id).toBe(paid.id);
    expect(lines.lines.length).toBeGreaterThan(0);
    expect((await refusal(() => other.incomes.payoutLines(paid.id))).status).toBe(404);
  });

  it('the export link downloads the period as CSV with a BOM and a header, without a bearer token', async () => {
    const link = await demo.incomes.exportCsv({ period: '30d' });
    const file = await fetch(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(link.filename);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\n')[0]).toBe(
      'date,time,time_zone,kind,source,item,fan,gross,fee,net,currency,occurred_at_utc,available_at_utc,line_id,reverses,payout_id',
    );
  });

  it("another creator's incomes are their own; a hostile period is refused with the catalogue message", async () => {
    expect((await other.incomes.summary({ period: '12m' })).current.saleCount).toBe(0);
    const error = await refusal(() => demo.incomes.summary({ period: 'custom', from: '2027-03-31' }));
    expect(error.message).toBe('Error while fetching incomes');
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ to: ['mandatory_field_is_empty_error'] });
  });
});
