import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { accountQueries } from './account-queries';

/** My account: the creator (the gate), their settings and the devices they are signed in on. */
export const accountFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  accountQueries.settings(client),
  accountQueries.sessions(client),
];
