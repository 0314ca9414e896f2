import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPush } from '../services/push-delivery';
import { addMedia, call } from '../testing/fixtures';
import { INCOME_NOW, startIncomeFixture } from '../testing/income-fixture';
import { addReversal, addSale } from '../testing/ledger-lines';
import { pushPayload } from '../testing/payloads';
import type { createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let adaId: string;

const NOW = INCOME_NOW;

beforeAll(async () => {
  ({ ctx, ada, adaId } = await startIncomeFixture());
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('what sells (/myms)', () => {
  it("a push shows its recipients, buyers, conversion, revenue after reversals and the discount's effect", async () => {
    await ctx.db
      .updateTable('fans')
      .set({ subscription: 'active' })
      .where('creator_id', '=', adaId)
      .execute();
    const media = await addMedia(ctx.db, adaId);
    const created = await call(ctx.app, 'POST', '/pushes', ada, pushPayload(media.id, { scheduledAt: null }));
    const pushId = created.json().data.id as string;
    await deliverPush(ctx.db, pushId, NOW);
    const fans = await ctx.db
      .selectFrom('fans')
      .selectAll()
      .where('creator_id', '=', adaId)
      .orderBy('name')
      .execute();
    const [lea, max] = fans;
    if (!lea || !max) throw new Error('no fans');
    const hour = 3_600_000;
    // During the 3-hour discount (5.00), then at full price (10.00), refunded the day after.
    await addSale(ctx.db, {
      creatorId: adaId,
      fanId: lea.id,
      gross: 500,
      source: 'push',
      itemId: pushId,
      at: new Date(NOW.getTime() + hour),
    });
    const late = await addSale(ctx.db, {
      creatorId: adaId,
      fanId: max.id,
      gross: 1000,
      source: 'push',
      itemId: pushId,
      at: new Date(NOW.getTime() + 4 * hour),
    });
    await addReversal(ctx.db, late, new Date(NOW.getTime() + 28 * hour));
    const page = (await call(ctx.app, 'GET', '/incomes/sold-items?kind=push', ada)).json().data;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'push',
      id: pushId,
      recipients: 2,
      buyers: 1,
      conversionBps: 5000,
      gross: 500,
      net: 400,
      discount: { price: 500, buyersDuring: 1, revenueDuring: 500, buyersAfter: 0, revenueAfter: 0 },
    });
    const lines = (
      await call(
        ctx.app,
        'GET',
        `/incomes/lines?period=custom&from=2027-04-10&to=2027-04-11&item=${pushId}`,
        ada,
      )
    ).json().data;
    expect(lines.lines.map((line: { item: { title: string } }) => line.item.title)).toEqual([
      'New set',
      'New set',
      'New set',
    ]);
    expect(lines.total.net).toBe(400);
  });
});
