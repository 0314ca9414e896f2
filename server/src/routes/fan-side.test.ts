import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FanSideApp, paymentWebhook, startFanSideFixture } from '../testing/fan-side-fixture';
import { call, countRows } from '../testing/fixtures';
import { bearerFor } from '../testing/test-app';

let ctx: FanSideApp;
let ada: string;
let adaId: string;
let fan: string;
let otherFan: string;
let mediaId: string;
let teaserId: string;

beforeAll(async () => {
  ({ ctx, ada, adaId, fan, otherFan, mediaId, teaserId } = await startFanSideFixture());
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const webhook = (event: object, options: { secret?: string; at?: Date } = {}) =>
  paymentWebhook(ctx, event, options);

async function conversationOfLea() {
  const inbox = await call(ctx.app, 'GET', '/messages/conversations', ada);
  // Lea is the only fan who ever wrote to Ada.
  return inbox.json().data.conversations[0] as { id: string; unreadCount: number };
}

describe('fans are accounts with their own app client (DESIGN "The fan side")', () => {
  it("a fan's token opens the fan routes, never a creator's; a creator's never a fan's", async () => {
    expect((await call(ctx.app, 'GET', '/fan/me', fan)).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', '/creators/me', fan)).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/messages/conversations', fan)).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/fan/me', ada)).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/fan/pushes', ada)).statusCode).toBe(401);
  });

  it('a fan writes only to a creator they follow', async () => {
    const before = await call(ctx.app, 'POST', `/fan/creators/${adaId}/messages`, fan, { text: 'Hi' });
    expect(before.statusCode).toBe(404);
    const follow = await call(ctx.app, 'PUT', `/fan/creators/${adaId}/follow`, fan);
    expect(follow.json().data).toMatchObject({ id: adaId, follows: true, subscription: 'none' });
    const sent = await call(ctx.app, 'POST', `/fan/creators/${adaId}/messages`, fan, { text: 'Hello Ada' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ sender: 'fan', kind: 'text', text: 'Hello Ada', readAt: null });
  });
});

describe('creator messages (spec 2 "/chat and /messaging")', () => {
  it('the inbox shows the conversation with its unread count; reading clears it', async () => {
    const conversation = await conversationOfLea();
    expect(conversation.unreadCount).toBe(1);
    expect(
      (await call(ctx.app, 'POST', `/messages/conversations/${conversation.id}/read`, ada, {})).statusCode,
    ).toBe(204);
    expect((await conversationOfLea()).unreadCount).toBe(0);
    const unread = await call(ctx.app, 'GET', '/messages/conversations?filter=unread', ada);
    expect(unread.json().data.conversations).toEqual([]);
  });

  it('a message over 1,500 characters -> message_text_input_limit_error, and nothing is stored', async () => {
    const { id } = await conversationOfLea();
    const before = await countRows(ctx.db, 'messages');
    const response = await call(ctx.app, 'POST', `/messages/conversations/${id}/messages`, ada, {
      text: 'a'.repeat(1501),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ text: ['message_text_input_limit_error'] });
    expect(await countRows(ctx.db, 'messages')).toBe(before);
  });

  it('a paid media below 5.00 -> creators_push_price_error (the push price rules)', async () => {
    const { id } = await conversationOfLea();
    const response = await call(ctx.app, 'POST', `/messages/conversations/${id}/media`, ada, {
      medias: [{ id: mediaId }],
      price: { value: 499, currency: 'EUR' },
    });
    expect(response.json().error.fields).toEqual({ price: ['creators_push_price_error'] });
  });

  it('another fan never reads the conversation, nor another creator', async () => {
    const { id } = await conversationOfLea();
    expect((await call(ctx.app, 'GET', `/fan/creators/${adaId}/messages`, otherFan)).statusCode).toBe(404);
    const stranger = await bearerFor(ctx.forge, 'sub-stranger');
    expect((await call(ctx.app, 'GET', `/messages/conversations/${id}/messages`, stranger)).statusCode).toBe(
      404,
    );
  });
});

describe('a paid media in the thread, bought through the payment stand-in (DESIGN "Money")', () => {
  let messageId: string;
  let paymentId: string;

  it('the fan sees the teaser and price, the medias locked', async () => {
    const { id } = await conversationOfLea();
    const sent = await call(ctx.app, 'POST', `/messages/conversations/${id}/media`, ada, {
      text: 'For you',
      medias: [{ id: mediaId }],
      price: { value: 999, currency: 'EUR' },
      teaser: { id: teaserId },
    });
    expect(sent.statusCode).toBe(201);
    messageId = sent.json().data.id;
    const thread = await call(ctx.app, 'GET', `/fan/creators/${adaId}/messages`, fan);
    const message = thread.json().data.messages[0];
    expect(message.offer).toMatchObject({ price: { value: 999, currency: 'EUR' }, bought: false });
    expect(message.offer.teaser.id).toBe(teaserId);
    expect(message.offer.medias).toEqual([{ id: mediaId, type: 'image/png', preview: null, url: null }]);
  });

  it('a declined card makes no sale', async () => {
    const opened = await call(ctx.app, 'POST', '/fan/payments', fan, {
      item: { source: 'message', id: messageId },
    });
    expect(opened.json().data).toMatchObject({ amount: { value: 999, currency: 'EUR' }, state: 'pending' });
    const declined = await call(ctx.app, 'POST', `/fan/payments/${opened.json().data.id}/dev-charge`, fan, {
      card: '4000000000000002',
    });
    expect(declined.statusCode).toBe(402);
    expect(await countRows(ctx.db, 'ledger_entries')).toBe(0);
  });

  it('a paid card makes one sale with the 20 % fee and a 7-day hold; the fan then sees the medias', async () => {
    const opened = await call(ctx.app, 'POST', '/fan/payments', fan, {
      item: { source: 'message', id: messageId },
    });
    paymentId = opened.json().data.id;
    const paid = await call(ctx.app, 'POST', `/fan/payments/${paymentId}/dev-charge`, fan, {
      card: '4242424242424242',
    });
    expect(paid.json().data.payment.state).toBe('confirmed');
    const entries = await ctx.db.selectFrom('ledger_entries').selectAll().execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'sale',
      source: 'message',
      gross: 999,
      fee: 200,
      net: 799,
      currency: 'EUR',
    });
    const held = (entries[0]?.available_at.getTime() ?? 0) - (entries[0]?.occurred_at.getTime() ?? 0);
    expect(held).toBe(7 * 86_400_000);
    const thread = await call(ctx.app, 'GET', `/fan/creators/${adaId}/messages`, fan);
    const offer = thread.json().data.messages[0].offer;
    expect(offer.bought).toBe(true);
    expect(offer.medias[0].url).toMatch(/^http:\/\/api\.test\//);
    const again = await call(ctx.app, 'POST', '/fan/payments', fan, {
      item: { source: 'message', id: messageId },
    });
    expect(again.statusCode).toBe(409);
  });

  it('the creator sees the purchase and the fan spend', async () => {
    const { id } = await conversationOfLea();
    const purchases = await call(ctx.app, 'GET', `/messages/conversations/${id}/purchases`, ada);
    expect(purchases.json().data.purchases).toMatchObject([{ kind: 'sale', gross: 999, net: 799 }]);
    const detail = await call(ctx.app, 'GET', `/messages/conversations/${id}`, ada);
    expect(detail.json().data.conversation.fan.lifetimeSpend).toEqual({ value: 999, currency: 'EUR' });
  });

  it('the same webhook event twice is one sale; a bad signature or a replay after the tolerance is refused', async () => {
    const event = {
      id: 'evt_refund_1',
      type: 'payment.refunded',
      paymentId,
      amount: { value: 999, currency: 'EUR' },
      occurredAt: ctx.clock.now().toISOString(),
    };
    expect((await webhook(event, { secret: 'not-the-secret-at-all' })).statusCode).toBe(401);
    const replayed = await webhook(event, { at: new Date(ctx.clock.now().getTime() - 600_000) });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.code).toBe('signature_stale');
    expect(await countRows(ctx.db, 'ledger_entries')).toBe(1);

    const first = await webhook(event);
    expect(first.json().data).toMatchObject({ duplicate: false });
    const second = await webhook(event);
    expect(second.json().data).toMatchObject({ duplicate: true, entryId: first.json().data.entryId });
    const refund = await ctx.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('kind', '=', 'refund')
      .execute();
    expect(refund).toMatchObject([{ gross: -999, fee: -200, net: -799 }]);
    const sums = await ctx.db
      .selectFrom('ledger_entries')
      .select(({ fn }) => [fn.sum<string>('net').as('net')])
      .executeTakeFirstOrThrow();
    expect(Number(sums.net)).toBe(0);
    const { id } = await conversationOfLea();
    const detail = await call(ctx.app, 'GET', `/messages/conversations/${id}`, ada);
    expect(detail.json().data.conversation.fan.lifetimeSpend.value).toBe(0);
  });

  it('a hostile webhook body answers a 4xx envelope and writes nothing', async () => {
    const before = await countRows(ctx.db, 'ledger_entries');
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/platform/payments/confirmed',
      headers: { 'content-type': 'application/json', 'payment-signature': 't=1,v1=00' },
      payload: '{"id":',
    });
    expect(garbage.statusCode).toBe(400);
    expect(typeof garbage.json().error.code).toBe('string');
    expect(await countRows(ctx.db, 'ledger_entries')).toBe(before);
  });
});
