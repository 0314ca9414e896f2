import type { FirstQueries } from '../first-data';
import { creatorQuery } from './use-creator';

/** A screen that shows nothing of its own behind the creator gate: the creator alone, so it opens without a loader. */
export const creatorGateFirstQueries: FirstQueries = (client) => [creatorQuery(client)];
