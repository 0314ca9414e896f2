import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { incomeQueries } from './incomes-queries';
import { FIRST_PERIOD, periodQuery } from './period';

/** The incomes: the creator (the gate) and the figures of the period shown first. */
export const incomesFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  incomeQueries.summary(client, periodQuery(FIRST_PERIOD)),
];
