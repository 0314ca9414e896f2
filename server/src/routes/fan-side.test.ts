import { createCreatorClient, type LiveEvent } from '@mym/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_KEPT_MS, pruneLiveEvents } from '../db/live-events';
import { signPaymentEvent } from '../services/payment-signature';
import { deliverPush } from '../services/push-delivery';
import { addMedia, call, countRows, creatorIdOf } from '../testing/fixtures';
import { pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp, fanBearerFor, TEST_PAYMENT_SECRET } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let adaId: string;
let fan: string;
let otherFan: string;
let mediaId: string;
let teaserId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  adaId = await creatorIdOf(ctx.app, ada);
  mediaId = (await addMedia(ctx.db, adaId)).id;
  teaserId = (await addMedia(ctx.db, adaId)).id;
  fan = await fanBearerFor(ctx.forge, 'sub-fan-lea');
  otherFan = await fanBearerFor(ctx.forge, 'sub-fan-max');
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

async function webhook(event: object, options: { secret?: string; at?: Date } = {}) {
  const body = JSON.stringify(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/platform/payments/confirmed',
    headers: {
      'content-type': 'application/json',
      'payment-signature': signPaymentEvent(
        options.secret ?? TEST_PAYMENT_SECRET,
        body,
        options.at ?? ctx.clock.now(),
      ),
    },
    payload: body,
  });
}

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

describe('mass messages are pushes: a push delivered shows in the thread and sells at its discount', () => {
  it('the fan buys the push at the discount while it runs', async () => {
    const created = await call(
      ctx.app,
      'POST',
      '/pushes',
      ada,
      pushPayload(mediaId, { scheduledAt: null, targets: ['followers'] }),
    );
    expect(created.statusCode).toBe(201);
    const pushId = created.json().data.id;
    await deliverPush(ctx.db, pushId, ctx.clock.now());
    const pushes = await call(ctx.app, 'GET', '/fan/pushes', fan);
    expect(pushes.json().data.pushes[0]).toMatchObject({
      id: pushId,
      price: { value: 500 },
      regularPrice: { value: 1000 },
      bought: false,
    });
    const thread = await call(ctx.app, 'GET', `/fan/creators/${adaId}/messages`, fan);
    expect(thread.json().data.messages[0]).toMatchObject({ kind: 'push', pushId, text: 'New set' });
    const opened = await call(ctx.app, 'POST', '/fan/payments', fan, {
      item: { source: 'push', id: pushId },
    });
    expect(opened.json().data.amount.value).toBe(500);
    await call(ctx.app, 'POST', `/fan/payments/${opened.json().data.id}/dev-charge`, fan, {
      card: '4000000000000259',
    });
    const kinds = await ctx.db
      .selectFrom('ledger_entries')
      .select('kind')
      .where('source', '=', 'push')
      .execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual(['chargeback', 'sale']);
  });

  it('a sent push shows what it sold: its buyers and net revenue from the ledger, a refund taking both back', async () => {
    const created = await call(
      ctx.app,
      'POST',
      '/pushes',
      ada,
      pushPayload(mediaId, { scheduledAt: null, targets: ['followers'], discount: null }),
    );
    const pushId = created.json().data.id;
    await deliverPush(ctx.db, pushId, ctx.clock.now());
    const sales = async () => (await call(ctx.app, 'GET', `/pushes/${pushId}`, ada)).json().data.sales;
    expect(await sales()).toEqual({ buyers: 0, revenue: { value: 0, currency: 'EUR' } });
    const opened = await call(ctx.app, 'POST', '/fan/payments', fan, {
      item: { source: 'push', id: pushId },
    });
    const payment = opened.json().data;
    await call(ctx.app, 'POST', `/fan/payments/${payment.id}/dev-charge`, fan, { card: '4242424242424242' });
    const net = payment.amount.value - Math.round(payment.amount.value * 0.2);
    expect(await sales()).toEqual({ buyers: 1, revenue: { value: net, currency: 'EUR' } });
    const listed = (await call(ctx.app, 'GET', '/pushes', ada)).json().data.pushes;
    expect(listed.find((push: { id: string }) => push.id === pushId).sales.buyers).toBe(1);
    const refund = await webhook({
      id: `evt_push_refund_${pushId}`,
      type: 'payment.refunded',
      paymentId: payment.id,
      amount: payment.amount,
      occurredAt: ctx.clock.now().toISOString(),
    });
    expect(refund.statusCode).toBe(200);
    expect(await sales()).toEqual({ buyers: 0, revenue: { value: 0, currency: 'EUR' } });
  });
});

describe('live events (DESIGN "Live updates": GET /events, LISTEN/NOTIFY on the embedded database too)', () => {
  async function until(check: () => boolean) {
    for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it("fan messages reach the creator's open stream, and a resume with Last-Event-ID replays them", async () => {
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const creator = createCreatorClient({
      apiUrl: url,
      auth: { userPoolId: 'local_test', userPoolClientId: 'creators-test-client' },
      cookies: { read: () => `mym_access_token=${ada.slice('Bearer '.length)}`, write: () => undefined },
    });
    const newest = await ctx.db
      .selectFrom('live_events')
      .select(({ fn }) => fn.max('id').as('id'))
      .executeTakeFirst();
    const from = String(newest?.id ?? '0');
    const received: LiveEvent[] = [];
    const subscription = creator.events.subscribe((event) => received.push(event), { lastEventId: from });
    const send = async (text: string) =>
      (await call(ctx.app, 'POST', `/fan/creators/${adaId}/messages`, fan, { text })).json().data
        .id as string;
    const first = await send('Live?');
    await until(() => received.some((event) => event.messageId === first));
    // The stream is open now: the second message can only arrive live, through NOTIFY.
    const second = await send('Still there?');
    await until(() => received.some((event) => event.messageId === second));
    subscription.close();
    expect(
      received.filter((event) => event.type === 'message.created').map((event) => event.messageId),
    ).toEqual([first, second]);

    const resumed: LiveEvent[] = [];
    const again = creator.events.subscribe((event) => resumed.push(event), { lastEventId: from });
    await until(() => resumed.length >= received.length);
    again.close();
    expect(resumed).toEqual(received);
  });
});

describe('live events are kept for resumes only', () => {
  it('events older than the time kept are deleted, newer ones stay', async () => {
    const total = await countRows(ctx.db, 'live_events');
    expect(total).toBeGreaterThan(0);
    expect(await pruneLiveEvents(ctx.db, new Date(Date.now() + LIVE_EVENTS_KEPT_MS - 60_000))).toBe(0);
    expect(await pruneLiveEvents(ctx.db, new Date(Date.now() + LIVE_EVENTS_KEPT_MS + 60_000))).toBe(total);
  });
});
