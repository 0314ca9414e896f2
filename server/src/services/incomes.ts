import type {
  IncomeBucket,
  IncomeLinePage,
  IncomeLinesQuery,
  IncomePeriodQuery,
  IncomeSeries,
  IncomeSeriesBucket,
  IncomeSummary,
  IncomeTopFans,
  IncomeTopFansQuery,
  SaleSource,
} from '@mym/sdk/contract';
import { INCOME_LINES_PAGE_SIZE, INCOME_SOURCES, INCOME_TOP_FANS_MAX } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import {
  daySeries,
  dayTotals,
  heldNet,
  type LineFilter,
  ledgerCurrencies,
  lifetimeNet,
  linePage,
  lineTotals,
  topFans,
} from '../db/ledger-reports';
import { encodeCursor } from '../db/messages';
import { committedPayouts, findSchedule } from '../db/payouts';
import type { CreatorRow, Database } from '../db/schema';
import {
  addFigures,
  minorSum,
  NO_FIGURES,
  toFigures,
  toIncomeLine,
  toIncomeRange,
} from '../presenters/incomes';
import { bucketRanges, type DayRange, narrowRange, periodRanges } from './income-periods';
import { readCursor } from './message-pages';

function spanFilter(creator: CreatorRow, currency: string, range: DayRange): LineFilter {
  return { creatorId: creator.id, currency, start: range.start, end: range.end };
}

/** The same days as the day rollup keys them (the creator's days, in the zone the rollup is kept in). */
function daySpan(creator: CreatorRow, currency: string, range: DayRange, source?: SaleSource) {
  return { creatorId: creator.id, currency, from: range.from.toString(), to: range.to.toString(), source };
}

/** What the creator may still be paid: held net with the days it frees up, and the net available now. */
async function balances(db: Kysely<Database>, creator: CreatorRow, currency: string, now: Date) {
  const [held, lifetime, committed] = await Promise.all([
    heldNet(db, creator.id, currency, now, creator.time_zone),
    lifetimeNet(db, creator.id, currency),
    committedPayouts(db, creator.id, currency),
  ]);
  const releases = held.map((row) => ({
    availableAt: new Date(row.available_at).toISOString(),
    amount: minorSum(row.net),
  }));
  const pending = releases.reduce((sum, release) => sum + release.amount, 0);
  return { currency, pending, available: minorSum(lifetime) - pending - minorSum(committed), releases };
}

export async function incomeSummary(
  db: Kysely<Database>,
  creator: CreatorRow,
  query: IncomePeriodQuery,
  now: Date,
): Promise<IncomeSummary> {
  const currency = query.currency ?? DEFAULT_CURRENCY;
  const ranges = periodRanges(query, creator.time_zone, now);
  const [current, previous, money, schedule, currencies] = await Promise.all([
    dayTotals(db, daySpan(creator, currency, ranges.current)),
    dayTotals(db, daySpan(creator, currency, ranges.previous)),
    balances(db, creator, currency, now),
    findSchedule(db, creator.id),
    ledgerCurrencies(db, creator.id),
  ]);
  return {
    period: query.period,
    currency,
    range: toIncomeRange(ranges.current),
    previousRange: toIncomeRange(ranges.previous),
    current: toFigures(current),
    previous: toFigures(previous),
    balances: money,
    nextPayout: schedule
      ? { scheduledAt: schedule.next_run_at.toISOString(), amount: Math.max(money.available, 0), currency }
      : null,
    currencies,
  };
}

export async function incomeSeries(
  db: Kysely<Database>,
  creator: CreatorRow,
  query: IncomePeriodQuery & { bucket?: IncomeBucket | undefined },
  now: Date,
): Promise<IncomeSeries> {
  const currency = query.currency ?? DEFAULT_CURRENCY;
  const bucket = query.bucket ?? 'day';
  const range = periodRanges(query, creator.time_zone, now).current;
  const buckets = bucketRanges(range, bucket);
  const rows = await daySeries(db, daySpan(creator, currency, range));
  // Days and buckets are both in order: one walk puts each day's sums in its bucket.
  const bySlot = buckets.map(() => new Map<SaleSource, ReturnType<typeof toFigures>>());
  const lastDays = buckets.map((one) => one.to.toString());
  let index = 0;
  for (const row of rows) {
    while (index < buckets.length - 1 && row.day > (lastDays[index] as string)) index += 1;
    const slot = bySlot[index] as Map<SaleSource, ReturnType<typeof toFigures>>;
    const figures = toFigures(row);
    const known = slot.get(row.source);
    slot.set(row.source, known ? addFigures(known, figures) : figures);
  }
  let total = NO_FIGURES;
  const answer: IncomeSeriesBucket[] = buckets.map((one, index) => {
    const sources = INCOME_SOURCES.flatMap((source) => {
      const figures = bySlot[index]?.get(source);
      if (!figures) return [];
      total = addFigures(total, figures);
      return [{ source, net: figures.net, gross: figures.gross }];
    });
    const { timeZone: _zone, ...days } = toIncomeRange(one);
    return {
      ...days,
      net: sources.reduce((sum, source) => sum + source.net, 0),
      gross: sources.reduce((sum, source) => sum + source.gross, 0),
      sources,
    };
  });
  return { period: query.period, bucket, currency, range: toIncomeRange(range), buckets: answer, total };
}

export async function incomeLines(
  db: Kysely<Database>,
  creator: CreatorRow,
  query: IncomeLinesQuery,
  now: Date,
): Promise<IncomeLinePage> {
  const currency = query.currency ?? DEFAULT_CURRENCY;
  const limit = query.limit ?? INCOME_LINES_PAGE_SIZE;
  const cursor = readCursor(query.cursor);
  const range = narrowRange(
    periodRanges(query, creator.time_zone, now).current,
    query.bucketFrom,
    query.bucketTo,
  );
  const filter: LineFilter = {
    ...spanFilter(creator, currency, range),
    source: query.source,
    kind: query.kind,
    fanId: query.fan,
    itemId: query.item,
  };
  // The rollup holds sources, not fans, items or the fee and net of each kind: those sums read the lines.
  const sums =
    query.fan || query.item || query.kind
      ? lineTotals(db, filter)
      : dayTotals(db, daySpan(creator, currency, range, query.source));
  const [rows, total] = await Promise.all([linePage(db, filter, limit + 1, cursor), sums]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    lines: page.map((row) => toIncomeLine(row, creator.time_zone)),
    total: toFigures(total),
    currency,
    range: toIncomeRange(range),
    cursor: rows.length > limit && last ? encodeCursor(last.occurred_at, last.id) : null,
  };
}

export async function incomeTopFans(
  db: Kysely<Database>,
  creator: CreatorRow,
  query: IncomeTopFansQuery,
  now: Date,
): Promise<IncomeTopFans> {
  const currency = query.currency ?? DEFAULT_CURRENCY;
  const scope = query.scope ?? (query.period ? 'period' : 'lifetime');
  const range =
    scope === 'period'
      ? periodRanges({ ...query, period: query.period ?? '30d' }, creator.time_zone, now).current
      : undefined;
  const rows = await topFans(db, creator.id, currency, range, query.limit ?? INCOME_TOP_FANS_MAX);
  return {
    scope,
    currency,
    range: range ? toIncomeRange(range) : null,
    fans: rows.map((row) => ({
      fan: { id: row.fan_id, name: row.fan_name, username: row.fan_username },
      gross: minorSum(row.gross),
      net: minorSum(row.net),
      purchases: minorSum(row.purchases),
    })),
  };
}
