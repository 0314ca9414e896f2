import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { accountQueries } from './account-queries';

/** My account: the creator (the gate) and their settings. */
export const accountFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  accountQueries.settings(client),
];
