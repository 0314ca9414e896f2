import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { cloudQueries } from './cloud-queries';

/** The cloud: the creator (the gate) and the first page of their collections. */
export const cloudFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  cloudQueries.collections(client),
];
