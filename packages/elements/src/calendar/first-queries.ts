import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';

/**
 * The calendar: the creator (the gate, and the zone whose days the grid shows). The entries of the days shown are
 * read by the browser: which days those are depends on the creator's zone and the week's first day in their
 * language.
 */
export const calendarFirstQueries: FirstQueries = (client) => [creatorQuery(client)];
