import { describe, expect, it } from 'vitest';
import { json, thrown } from '../testing/fake-api';
import { createIncomeResource } from './incomes';
import { requestOnFakeApi } from './testing/request-on-fake-api';

const range = {
  from: '2026-03-01',
  to: '2026-03-31',
  start: '2026-02-28T23:00:00.000Z',
  end: '2026-03-31T22:00:00.000Z',
  timeZone: 'Europe/Paris',
};
const figures = {
  sales: 1000,
  reversals: -200,
  gross: 800,
  fee: 160,
  net: 640,
  saleCount: 2,
  reversalCount: 1,
};

describe('client.incomes (what the creator earns)', () => {
  it('asks a period summary with its custom days and currency in the query', async () => {
    const summary = {
      period: 'custom',
      currency: 'EUR',
      range,
      previousRange: range,
      current: figures,
      previous: figures,
      balances: { currency: 'EUR', pending: 0, available: 640, releases: [] },
      nextPayout: null,
      currencies: ['EUR'],
    };
    const api = requestOnFakeApi(() => json(200, { data: summary }));
    expect(
      await createIncomeResource(api.request).summary({
        period: 'custom',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    ).toEqual(summary);
    const [call] = api.calls;
    expect(call?.url.pathname).toBe('/incomes/summary');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      period: 'custom',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('drills down with the bucket, source and cursor as filters', async () => {
    const api = requestOnFakeApi(() =>
      json(200, { data: { lines: [], total: figures, currency: 'EUR', range, cursor: null } }),
    );
    await createIncomeResource(api.request).lines({
      period: '30d',
      bucketFrom: '2026-03-02',
      bucketTo: '2026-03-08',
      source: 'push',
      cursor: 'abc',
    });
    expect(api.calls[0]?.url.pathname).toBe('/incomes/lines');
    expect(Object.fromEntries(api.calls[0]?.url.searchParams ?? [])).toMatchObject({
      bucketFrom: '2026-03-02',
      source: 'push',
      cursor: 'abc',
    });
  });

  it('a failed call throws the catalogue message (spec 8 style); a missing payout id throws the guard', async () => {
    const api = requestOnFakeApi(() => json(400, { error: { code: 'validation_failed', message: 'bad' } }));
    const incomes = createIncomeResource(api.request);
    expect((await thrown(() => incomes.summary({ period: 'today' }))).message).toBe(
      'Error while fetching incomes',
    );
    expect((await thrown(() => incomes.payoutLines(''))).message).toBe('ID is required');
    expect((await thrown(() => incomes.exportCsv({ period: '12m' }))).message).toBe(
      'Error while exporting incomes',
    );
  });
});
