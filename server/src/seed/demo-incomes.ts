import type { Insertable, Kysely } from 'kysely';
import { insertPayout, setPayoutStatus } from '../db/payouts';
import type { Database, LedgerEntriesTable } from '../db/schema';
import {
  availableAt,
  DEFAULT_PAYOUT_HOLD_DAYS,
  DEFAULT_PLATFORM_FEE_BPS,
  reversalAmounts,
  saleAmounts,
} from '../services/sale-amounts';

const DAY_MS = 86_400_000;
/** How far back the demo's incomes go: 18 months, so "12 months" and its previous period both show something. */
export const DEMO_INCOME_DAYS = 548;
/** Said by the demo's failed payout. */
export const DEMO_FAILED_PAYOUT_REASON = 'The bank refused the transfer: the account is closed';

const PUSH_PRICES = [500, 1000, 1500, 777] as const;
const TIPS = [500, 1000, 2000] as const;
const SUBSCRIPTION_PRICE = 999;

type Row = Insertable<LedgerEntriesTable>;

/**
 * Eighteen months of the demo creator's sales (pushes, tips, subscriptions, a few every day), some refunded, one
 * charged back, and the weekly payouts that paid them: all paid but one that failed (its lines paid the week
 * after) and the latest, still processing. Deterministic (a function of `now` alone) and written once: answers
 * false when the creator has payouts already.
 */
export async function seedDemoIncomes(db: Kysely<Database>, creatorId: string, now: Date): Promise<boolean> {
  const paid = await db
    .selectFrom('payouts')
    .select('id')
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  if (paid) return false;
  const fans = await db
    .selectFrom('fans')
    .select('id')
    .where('creator_id', '=', creatorId)
    .orderBy('name')
    .execute();
  if (fans.length === 0) return false;
  const firstDay = Math.floor(now.getTime() / DAY_MS) - DEMO_INCOME_DAYS;
  const sales: Row[] = [];
  for (let day = 0; day < DEMO_INCOME_DAYS; day += 1) {
    // Busier over time, with a weekly rhythm: 2 to 7 sales a day.
    const count = 2 + ((day * 7) % 4) + Math.floor((day / DEMO_INCOME_DAYS) * 2);
    for (let k = 0; k < count; k += 1) {
      const n = sales.length;
      const at = new Date(
        (firstDay + day) * DAY_MS + ((day * 5 + k * 7) % 24) * 3_600_000 + ((k * 17) % 60) * 60_000,
      );
      const kind = n % 3;
      const source = kind === 0 ? 'push' : kind === 1 ? 'tip' : 'subscription';
      const gross =
        source === 'push'
          ? PUSH_PRICES[n % PUSH_PRICES.length]
          : source === 'tip'
            ? TIPS[n % TIPS.length]
            : SUBSCRIPTION_PRICE;
      sales.push({
        creator_id: creatorId,
        fan_id: (fans[(day * 13 + k * 7) % fans.length] as { id: string }).id,
        payment_id: null,
        kind: 'sale',
        source,
        item_id: source === 'subscription' ? creatorId : null,
        ...saleAmounts(gross as number, DEFAULT_PLATFORM_FEE_BPS),
        currency: 'EUR',
        occurred_at: at,
        available_at: availableAt(at, DEFAULT_PAYOUT_HOLD_DAYS),
        reverses: null,
        event_id: `demo-income-${n}`,
      });
    }
  }
  const written = [];
  for (let at = 0; at < sales.length; at += 500) {
    written.push(
      ...(await db
        .insertInto('ledger_entries')
        .values(sales.slice(at, at + 500))
        .returningAll()
        .execute()),
    );
  }
  // A refund now and then, two days after its sale; one chargeback, forty days after.
  const chargedBack = written.length - 700;
  const reversals: Row[] = written.flatMap((sale, n) => {
    const refund = n % 150 === 75;
    const chargeback = n === chargedBack;
    if (!refund && !chargeback) return [];
    const at = new Date(sale.occurred_at.getTime() + (chargeback ? 40 : 2) * DAY_MS);
    if (at >= now) return [];
    return [
      {
        ...sale,
        id: undefined,
        kind: chargeback ? ('chargeback' as const) : ('refund' as const),
        ...reversalAmounts(sale),
        occurred_at: at,
        available_at: at,
        reverses: sale.id,
        event_id: `${sale.event_id}-${chargeback ? 'chargeback' : 'refund'}`,
      },
    ];
  });
  if (reversals.length > 0) await db.insertInto('ledger_entries').values(reversals).execute();
  await addToFanFigures(db, [...sales, ...reversals]);
  await seedPayouts(db, creatorId, now);
  return true;
}

/** The inbox's figures (lifetime spend, purchases) count the seeded sales too, as the webhook would have. */
async function addToFanFigures(db: Kysely<Database>, rows: Row[]) {
  const byFan = new Map<string, { spend: number; purchases: number }>();
  for (const row of rows) {
    const figures = byFan.get(row.fan_id) ?? { spend: 0, purchases: 0 };
    figures.spend += row.gross;
    if (row.kind === 'sale') figures.purchases += 1;
    byFan.set(row.fan_id, figures);
  }
  for (const [fanId, figures] of byFan) {
    await db
      .updateTable('fans')
      .set((eb) => ({
        lifetime_spend: eb('lifetime_spend', '+', figures.spend),
        purchases: eb('purchases', '+', figures.purchases),
      }))
      .where('id', '=', fanId)
      .execute();
  }
}

/** Weekly payouts (Mondays, 06:00 UTC) of every line available by then and not paid yet. */
async function seedPayouts(db: Kysely<Database>, creatorId: string, now: Date) {
  const lines = await db
    .selectFrom('ledger_entries')
    .select(['id', 'net', 'available_at'])
    .where('creator_id', '=', creatorId)
    .where('currency', '=', 'EUR')
    .orderBy('available_at')
    .execute();
  const first = lines[0];
  if (!first) return;
  // 1970-01-05 was a Monday.
  const week = 7 * DAY_MS;
  const monday = (time: number) =>
    Math.ceil((time - 4 * DAY_MS - 6 * 3_600_000) / week) * week + 4 * DAY_MS + 6 * 3_600_000;
  const failedWeek = monday(now.getTime() - 150 * DAY_MS);
  let next = 0;
  let unpaid: typeof lines = [];
  for (let run = monday(first.available_at.getTime()); run <= now.getTime(); run += week) {
    while (next < lines.length && (lines[next] as (typeof lines)[number]).available_at.getTime() <= run) {
      unpaid.push(lines[next] as (typeof lines)[number]);
      next += 1;
    }
    const amount = unpaid.reduce((sum, line) => sum + line.net, 0);
    if (amount <= 0) continue;
    const at = new Date(run);
    const payout = await insertPayout(db, {
      creatorId,
      currency: 'EUR',
      amount,
      entryIds: unpaid.map((line) => line.id),
      now: at,
    });
    const latest = run + week > now.getTime();
    if (run === failedWeek) {
      // Its lines stay unpaid: the next week's payout takes them.
      await setPayoutStatus(db, payout.id, {
        status: 'failed',
        failure_reason: DEMO_FAILED_PAYOUT_REASON,
        paid_at: null,
        updated_at: new Date(run + DAY_MS),
      });
      continue;
    }
    await setPayoutStatus(db, payout.id, {
      status: latest ? 'processing' : 'paid',
      failure_reason: null,
      paid_at: latest ? null : new Date(run + 2 * DAY_MS),
      updated_at: new Date(run + (latest ? 3_600_000 : 2 * DAY_MS)),
    });
    unpaid = [];
  }
}
