import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { incomeQueries } from './incomes-queries';
import { FIRST_PERIOD, FIRST_SOLD_PERIOD, periodQuery } from './period';

/**
 * The incomes: the creator (the gate), the figures, the top fans of the period shown first, and the first payouts.
 * The screen comes whole: answers read by the browser after it hydrates were each checked against their contract
 * and drawn again, in tasks where no press is answered. The chart's series stays the browser's: its currency and
 * bucket size come from the figures' answer.
 */
export const incomesFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  incomeQueries.summary(client, periodQuery(FIRST_PERIOD)),
  incomeQueries.topFans(client, 'period', periodQuery(FIRST_PERIOD)),
  incomeQueries.payouts(client),
];

/** What sold (myms): the creator (the gate) and the first page of every kind over the period shown first. */
export const soldItemsFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  incomeQueries.soldItems(client, periodQuery(FIRST_SOLD_PERIOD), null),
];
