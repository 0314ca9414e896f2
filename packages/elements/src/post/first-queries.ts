import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { postQueries } from './post-queries';

/** The post list: the creator (the gate and the schedule's zone) and their posts. */
export const postListFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  postQueries.list(client),
];
