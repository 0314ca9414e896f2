import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { incomeQueries } from './incomes-queries';
import { FIRST_PERIOD, FIRST_SOLD_PERIOD, periodQuery } from './period';

/** The incomes: the creator (the gate) and the figures of the period shown first. */
export const incomesFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  incomeQueries.summary(client, periodQuery(FIRST_PERIOD)),
];

/** What sold (myms): the creator (the gate) and the first page of every kind over the period shown first. */
export const soldItemsFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  incomeQueries.soldItems(client, periodQuery(FIRST_SOLD_PERIOD), null),
];
