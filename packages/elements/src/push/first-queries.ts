import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { pushQueries } from './push-queries';

/** The push list: the creator (the gate and the schedule's zone) and their pushes. */
export const pushListFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  pushQueries.list(client),
];
