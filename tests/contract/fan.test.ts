import type { Conversation, CreatorClient, LiveEvent } from '@mym/sdk';
import { type FanClient, TEST_CARDS } from '@mym/sdk/fan';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, signInDemoCreator, signInOtherCreator } from './support/clients';
import { sendPaymentEvent, signUpFan } from './support/fans';
import { passwordAccessToken } from './support/identity';
import { ownedMediaId } from './support/media';
import { contractStack } from './support/stack';

let demo: CreatorClient;
let demoId: string;
let lea: FanClient;
let max: FanClient;
let leaToken: string;
const leaName = `Lea ${Date.now()}`;

async function leaConversation(): Promise<Conversation> {
  const page = await demo.messages.inbox({ search: leaName });
  const [conversation] = page.conversations;
  if (!conversation) throw new Error("Lea's conversation is not in the inbox");
  return conversation;
}

async function until<T>(read: () => T | undefined): Promise<T | undefined> {
  for (let i = 0; i < 100; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

beforeAll(async () => {
  demo = await signInDemoCreator();
  demoId = (await demo.creator.me()).id;
  ({ fan: lea, accessToken: leaToken } = await signUpFan(leaName));
  ({ fan: max } = await signUpFan(`Max ${Date.now()}`));
});

describe('fans are accounts of their own app client (DESIGN "The fan side")', () => {
  it('GET /fan/me provisions the fan on the first call, named as the identity names them', async () => {
    expect(await lea.me()).toMatchObject({ name: leaName });
  });

  it("a fan's token is refused on creator routes and a creator's on fan routes (401)", async () => {
    const { apiUrl, identity, demoCreator } = contractStack();
    const asFan = await fetch(`${apiUrl}/messages/conversations`, {
      headers: { authorization: `Bearer ${leaToken}` },
    });
    expect(asFan.status).toBe(401);
    expect((await asFan.json()).error.code).toBe('token_invalid');
    const creatorToken = await passwordAccessToken(identity, demoCreator);
    const asCreator = await fetch(`${apiUrl}/fan/me`, {
      headers: { authorization: `Bearer ${creatorToken}` },
    });
    expect(asCreator.status).toBe(401);
  });
});

describe('a fan writes, the creator answers (spec 2 "/chat and /messaging")', () => {
  it('a fan writes only to a creator they follow', async () => {
    expect((await refusal(() => lea.send(demoId, 'Hello?'))).status).toBe(404);
    expect(await lea.follow(demoId)).toMatchObject({ id: demoId, follows: true });
    expect(await lea.send(demoId, 'Hello Demo')).toMatchObject({ sender: 'fan', kind: 'text', readAt: null });
  });

  it('the creator finds the conversation by name, unread, and reading it clears the count', async () => {
    const conversation = await leaConversation();
    expect(conversation).toMatchObject({ unreadCount: 1, fan: { name: leaName, subscription: 'none' } });
    expect(conversation.lastMessage?.text).toBe('Hello Demo');
    await demo.messages.markRead(conversation.id);
    expect((await leaConversation()).unreadCount).toBe(0);
    const page = await lea.messages(demoId);
    expect(page.messages[0]?.readAt).not.toBeNull();
  });

  it('a message over 1,500 characters -> message_text_input_limit_error (spec 5 style)', async () => {
    const { id } = await leaConversation();
    const error = await refusal(() => demo.messages.sendText(id, 'a'.repeat(1501)));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ text: ['message_text_input_limit_error'] });
    const fanError = await refusal(() => lea.send(demoId, 'b'.repeat(1501)));
    expect(fanError.fields).toEqual({ text: ['message_text_input_limit_error'] });
  });

  it('notes and saved replies belong to the creator', async () => {
    const { id } = await leaConversation();
    expect((await demo.messages.setNote(id, 'Likes beach sets')).note).toBe('Likes beach sets');
    expect((await demo.messages.note(id)).note).toBe('Likes beach sets');
    const reply = await demo.messages.createSavedReply('Thank you so much!');
    expect((await demo.messages.savedReplies()).map((r) => r.id)).toContain(reply.id);
    await demo.messages.deleteSavedReply(reply.id);
    expect((await demo.messages.savedReplies()).map((r) => r.id)).not.toContain(reply.id);
  });

  it('another fan never reads the conversation; another creator gets 404', async () => {
    expect((await refusal(() => max.messages(demoId))).status).toBe(404);
    const { id } = await leaConversation();
    const other = await signInOtherCreator();
    expect((await refusal(() => other.messages.messages(id))).status).toBe(404);
  });
});

describe('paid media in the thread and one ledger (DESIGN "Money")', () => {
  let messageId: string;
  let paymentId: string;
  let soldMediaId: string;

  it('the creator sells a media; the fan sees it locked with its price', async () => {
    const { id } = await leaConversation();
    const mediaId = await ownedMediaId(demo);
    soldMediaId = mediaId;
    const priceError = await refusal(() =>
      demo.messages.sendMedia(id, { medias: [{ id: mediaId }], price: { value: 100_001, currency: 'EUR' } }),
    );
    expect(priceError.fields).toEqual({ price: ['creators_push_price_error'] });
    const sent = await demo.messages.sendMedia(id, {
      text: 'Just for you',
      medias: [{ id: mediaId }],
      price: { value: 1499, currency: 'EUR' },
    });
    messageId = sent.id;
    const [seen] = (await lea.messages(demoId)).messages;
    expect(seen?.offer).toMatchObject({ price: { value: 1499 }, bought: false });
    expect(seen?.offer?.medias[0]?.url).toBeNull();
  });

  it('a declined card makes no sale; a paid one makes one, with the fee and the hold', async () => {
    const declined = await refusal(() => lea.buyMessage(messageId, { card: TEST_CARDS.declines }));
    expect(declined.status).toBe(402);
    const payment = await lea.buyMessage(messageId, { card: TEST_CARDS.succeeds });
    paymentId = payment.id;
    expect(payment).toMatchObject({ state: 'confirmed', amount: { value: 1499, currency: 'EUR' } });
    const [sale] = await demo.messages.purchases((await leaConversation()).id);
    expect(sale).toMatchObject({
      kind: 'sale',
      source: 'message',
      itemId: messageId,
      gross: 1499,
      fee: 300,
      net: 1199,
    });
    const held = Date.parse(sale?.availableAt ?? '') - Date.parse(sale?.occurredAt ?? '');
    expect(held).toBe(7 * 86_400_000);
    const [unlocked] = (await lea.messages(demoId)).messages;
    expect(unlocked?.offer?.bought).toBe(true);
    expect(unlocked?.offer?.medias[0]?.url).toMatch(/^http/);
    expect((await refusal(() => lea.buyMessage(messageId))).status).toBe(409);
    // The cloud picker marks it for this fan, from the API: bought.
    const sent = await demo.messages.sentMedias((await leaConversation()).id);
    expect(sent).toContainEqual({ mediaId: soldMediaId, bought: true });
  });

  it('the webhook refuses a wrong signature and a replay after the tolerance, and counts one event once', async () => {
    const event = {
      id: `evt_refund_${Date.now()}`,
      type: 'payment.refunded',
      paymentId,
      amount: { value: 1499, currency: 'EUR' },
      occurredAt: new Date().toISOString(),
    };
    const forged = await sendPaymentEvent(event, { secret: 'someone-else-entirely' });
    expect(forged.status).toBe(401);
    expect((await forged.json()).error.code).toBe('signature_mismatch');
    const stale = await sendPaymentEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(401);
    expect((await stale.json()).error.code).toBe('signature_stale');
    const unsigned = await sendPaymentEvent(event, { signature: '' });
    expect(unsigned.status).toBe(401);

    const first = await (await sendPaymentEvent(event)).json();
    const second = await (await sendPaymentEvent(event)).json();
    expect(first.data.duplicate).toBe(false);
    expect(second.data).toEqual({ ...first.data, duplicate: true });
  });

  it('the refund reverses the sale: a row of its own, amounts negated, the payment reversed', async () => {
    const rows = await demo.messages.purchases((await leaConversation()).id);
    expect(rows.map((row) => row.kind)).toEqual(['refund', 'sale']);
    expect(rows[0]).toMatchObject({ gross: -1499, fee: -300, net: -1199, reverses: rows[1]?.id });
    expect((await lea.payment(paymentId)).state).toBe('reversed');
    expect((await leaConversation()).fan.lifetimeSpend.value).toBe(0);
  });

  it("a fan never reads another fan's payment", async () => {
    expect((await refusal(() => max.payment(paymentId))).status).toBe(404);
  });

  it('a tip outside 5..1000 -> tip_amount_error; a tip within is a sale', async () => {
    const error = await refusal(() => lea.tip(demoId, { value: 100, currency: 'EUR' }));
    expect(error.fields).toEqual({ amount: ['tip_amount_error'] });
    expect((await lea.tip(demoId, { value: 500, currency: 'EUR' })).state).toBe('confirmed');
  });
});

describe('live events (DESIGN "Live updates")', () => {
  it("a fan's message reaches the creator's stream; a resume with Last-Event-ID replays it", async () => {
    const received: LiveEvent[] = [];
    const stream = demo.events.subscribe((event) => received.push(event));
    // The stream opens asynchronously: write once a second until one of the messages is heard.
    let heard: LiveEvent | undefined;
    for (let i = 0; i < 100 && !heard; i += 1) {
      if (i % 10 === 0) await lea.send(demoId, 'Are you live?');
      await new Promise((resolve) => setTimeout(resolve, 100));
      heard = received.find((event) => event.type === 'message.created');
    }
    stream.close();
    expect(heard?.conversationId).toBe((await leaConversation()).id);

    const resumed: LiveEvent[] = [];
    const again = demo.events.subscribe((event) => resumed.push(event), {
      lastEventId: String(BigInt(heard?.id ?? '1') - 1n),
    });
    const replayed = await until(() => resumed.find((event) => event.id === heard?.id));
    again.close();
    expect(replayed).toEqual(heard);
  });
});
