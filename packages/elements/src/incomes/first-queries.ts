import { DEFAULT_CURRENCY, type IncomeBucket } from '@mym/sdk';
import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { incomeQueries } from './incomes-queries';
import { FIRST_PERIOD, FIRST_SOLD_PERIOD, periodQuery } from './period';

/**
 * The chart's bars of the period shown first: this month so far is at most 31 days, which `defaultBucket` draws
 * by day.
 */
const FIRST_BUCKET: IncomeBucket = 'day';

/**
 * The incomes: the creator (the gate), the figures, the chart of the period shown first, its top fans, and the
 * first payouts. The screen comes whole: answers read by the browser after it hydrates were each checked against
 * their contract and drawn again, in tasks where no press is answered (the month's chart alone was an 80-110 ms
 * task on a phone). The chart is read in the currency the figures answer in when none is asked (the default); a
 * creator whose figures answer in another reads the chart in the browser, as before.
 */
export const incomesFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  incomeQueries.summary(client, periodQuery(FIRST_PERIOD)),
  incomeQueries.series(client, { ...periodQuery(FIRST_PERIOD), currency: DEFAULT_CURRENCY }, FIRST_BUCKET),
  incomeQueries.topFans(client, 'period', periodQuery(FIRST_PERIOD)),
  incomeQueries.payouts(client),
];

/** What sold (myms): the creator (the gate) and the first page of every kind over the period shown first. */
export const soldItemsFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  incomeQueries.soldItems(client, periodQuery(FIRST_SOLD_PERIOD), null),
];
