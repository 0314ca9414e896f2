import type { Insertable, Kysely } from 'kysely';
import type { Database, FanRow, LedgerEntriesTable, MediaRow, MessagesTable } from '../db/schema';
import { DEMO_FANS } from '../identity/local/demo-fans';
import {
  availableAt,
  DEFAULT_PAYOUT_HOLD_DAYS,
  DEFAULT_PLATFORM_FEE_BPS,
  reversalAmounts,
  saleAmounts,
} from '../services/sale-amounts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The demo creator's monthly subscription (9.99). */
const SUBSCRIPTION_PRICE = 999;

const FAN_LINES = [
  'Hi! Loved your last set',
  'When is the next live?',
  'Thank you for the video, it made my day',
  'Do you take requests?',
  'Good morning from Lyon',
  'That beach picture is my favourite',
];
const CREATOR_LINES = [
  'Thank you so much!',
  'Next live is on Friday evening',
  'Glad you liked it',
  'Sure, tell me what you have in mind',
  'Have a lovely day',
];

type SeedSale = Omit<Insertable<LedgerEntriesTable>, 'payment_id'>;

/**
 * Months of conversations, purchases and subscriptions between the demo creator and its fans (DESIGN "The fan
 * side"): texts both ways, paid medias bought or not, tips, monthly subscriptions, one refund; the first fans
 * are real accounts (`demoFanSubs`, in DEMO_FANS order). Deterministic, and written once: answers false when the
 * creator already has conversations.
 */
export async function seedDemoConversations(
  db: Kysely<Database>,
  creatorId: string,
  medias: readonly MediaRow[],
  now: Date,
  demoFanSubs: readonly string[],
): Promise<boolean> {
  const fans = await db
    .selectFrom('fans')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('name')
    .execute();
  await linkDemoAccounts(db, fans, demoFanSubs);
  const talked = await db
    .selectFrom('messages')
    .select('id')
    .where('creator_id', '=', creatorId)
    .where('kind', '!=', 'push')
    .executeTakeFirst();
  if (talked || fans.length === 0) return false;
  await db
    .updateTable('creators')
    .set({ subscription_price_value: SUBSCRIPTION_PRICE, subscription_price_currency: 'EUR' })
    .where('id', '=', creatorId)
    .execute();
  const images = medias.filter((media) => media.mime_type.startsWith('image'));

  for (const [i, fan] of fans.entries()) {
    const messages: Insertable<MessagesTable>[] = [];
    const mediaSets: string[][] = [];
    const sales: SeedSale[] = [];
    const sale = (source: SeedSale['source'], gross: number, at: Date, itemId: string | null) => {
      sales.push({
        creator_id: creatorId,
        fan_id: fan.id,
        kind: 'sale',
        source,
        item_id: itemId,
        ...saleAmounts(gross, DEFAULT_PLATFORM_FEE_BPS),
        currency: 'EUR',
        occurred_at: at,
        available_at: availableAt(at, DEFAULT_PAYOUT_HOLD_DAYS),
        reverses: null,
        event_id: `seed-${fan.id}-${sales.length}`,
      });
    };

    if (fan.subscription !== null) {
      // Active subscribers paid the last three months; expired ones two months, half a year ago.
      const months = fan.subscription === 'active' ? [90, 60, 30] : [210, 180];
      for (const daysAgo of months)
        sale(
          'subscription',
          SUBSCRIPTION_PRICE,
          new Date(now.getTime() - (daysAgo - (i % 20)) * DAY_MS),
          creatorId,
        );
    }
    if (i % 5 !== 4) {
      const start = now.getTime() - (120 + (i % 30)) * DAY_MS;
      const step = (5 + (i % 7)) * DAY_MS;
      const exchanges = 2 + (i % 6);
      for (let k = 0; k < exchanges; k += 1) {
        const at = start + k * step + (i % 12) * HOUR_MS;
        messages.push({
          creator_id: creatorId,
          fan_id: fan.id,
          sender: 'fan',
          kind: 'text',
          text: FAN_LINES[(i + k) % FAN_LINES.length] as string,
          sent_at: new Date(at),
          read_at: new Date(at + HOUR_MS),
        });
        mediaSets.push([]);
        messages.push({
          creator_id: creatorId,
          fan_id: fan.id,
          sender: 'creator',
          kind: 'text',
          text: CREATOR_LINES[(i + k) % CREATOR_LINES.length] as string,
          sent_at: new Date(at + 2 * HOUR_MS),
          read_at: new Date(at + 5 * HOUR_MS),
        });
        mediaSets.push([]);
        if (k === 1 && i % 3 === 0 && images.length > 1) {
          messages.push({
            creator_id: creatorId,
            fan_id: fan.id,
            sender: 'creator',
            kind: 'media',
            text: 'A little something, just for you',
            price_value: i % 2 === 0 ? 999 : 1499,
            price_currency: 'EUR',
            teaser_media_id: (images[(i + 1) % images.length] as MediaRow).id,
            sent_at: new Date(at + 3 * HOUR_MS),
            read_at: new Date(at + 6 * HOUR_MS),
          });
          mediaSets.push([(images[i % images.length] as MediaRow).id]);
        }
      }
      // A quarter of the fans wrote last and wait for an answer: the inbox's unread ones.
      if (i % 4 === 1) {
        const at = now.getTime() - (i % 9) * HOUR_MS - 30 * 60_000;
        messages.push({
          creator_id: creatorId,
          fan_id: fan.id,
          sender: 'fan',
          kind: 'text',
          text: 'Are you there?',
          sent_at: new Date(at),
          read_at: null,
        });
        mediaSets.push([]);
      }
    }
    const written =
      messages.length === 0 ? [] : await db.insertInto('messages').values(messages).returningAll().execute();
    const links = written.flatMap((row, index) =>
      (mediaSets[index] ?? []).map((media_id, position) => ({ message_id: row.id, media_id, position })),
    );
    if (links.length > 0) await db.insertInto('message_medias').values(links).execute();
    for (const row of written) {
      if (row.kind === 'media' && i % 2 === 0 && row.price_value)
        sale('message', row.price_value, new Date(row.sent_at.getTime() + 4 * HOUR_MS), row.id);
    }
    if (i % 7 === 0) sale('tip', 500 + (i % 3) * 500, new Date(now.getTime() - (10 + i) * DAY_MS), null);
    await recordHistory(db, fan, sales, written.at(-1)?.sent_at, i === 8, now);
  }
  return true;
}

/** Gives the demo's first fans their identity accounts (so they can sign in and act). */
async function linkDemoAccounts(db: Kysely<Database>, fans: readonly FanRow[], subs: readonly string[]) {
  for (const [index, sub] of subs.entries()) {
    const demo = DEMO_FANS[index];
    const fan = fans.find((row) => row.name === demo?.name);
    if (!demo || !fan || fan.account_id) continue;
    const account = await db
      .insertInto('fan_accounts')
      .values({ sub, username: demo.email, name: demo.name })
      .onConflict((oc) => oc.column('sub').doUpdateSet({ name: demo.name }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('fans')
      .set({ account_id: account.id, follows: true })
      .where('id', '=', fan.id)
      .execute();
  }
}

/** The fan's sales (one refunded for `refundOne`), then the figures the inbox shows. */
async function recordHistory(
  db: Kysely<Database>,
  fan: FanRow,
  sales: SeedSale[],
  lastMessageAt: Date | undefined,
  refundOne: boolean,
  now: Date,
) {
  const rows =
    sales.length === 0 ? [] : await db.insertInto('ledger_entries').values(sales).returningAll().execute();
  let spend = rows.reduce((total, row) => total + row.gross, 0);
  const refunded = refundOne ? rows.at(-1) : undefined;
  if (refunded) {
    const at = new Date(refunded.occurred_at.getTime() + 2 * DAY_MS);
    await db
      .insertInto('ledger_entries')
      .values({
        ...refunded,
        id: undefined,
        kind: 'refund',
        ...reversalAmounts(refunded),
        occurred_at: at,
        available_at: at,
        reverses: refunded.id,
        event_id: `${refunded.event_id}-refund`,
      })
      .execute();
    spend -= refunded.gross;
  }
  const lastPurchase = rows.reduce<Date | null>(
    (last, row) => (!last || row.occurred_at > last ? row.occurred_at : last),
    null,
  );
  const unread = await db
    .selectFrom('messages')
    .select('id')
    .where('fan_id', '=', fan.id)
    .where('sender', '=', 'fan')
    .where('read_at', 'is', null)
    .execute();
  const subscribedUntil =
    fan.subscription === 'active' ? new Date(now.getTime() + (10 + (rows.length % 20)) * DAY_MS) : null;
  await db
    .updateTable('fans')
    .set((eb) => ({
      lifetime_spend: spend,
      purchases: eb('purchases', '+', rows.length),
      last_purchase_at: lastPurchase,
      unread_count: unread.length,
      subscribed_until: subscribedUntil,
      last_activity_at: [lastMessageAt, lastPurchase, fan.last_activity_at].reduce<Date>(
        (latest, at) => (at && at > latest ? at : latest),
        new Date(0),
      ),
    }))
    .where('id', '=', fan.id)
    .execute();
}
