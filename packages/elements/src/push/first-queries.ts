import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { pushQueries } from './push-queries';

/** The push list: the creator (the gate and the schedule's zone) and their pushes. */
export const pushListFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  pushQueries.list(client),
];

/** The push composer: the creator (the gate and the schedule's zone), its choices and, when editing, the push. */
export const pushComposerFirstQueries =
  (pushId?: string): FirstQueries =>
  (client) => [
    creatorQuery(client),
    pushQueries.prices(client),
    pushQueries.discountDurations(client),
    pushQueries.calendar(client),
    pushQueries.restrictions(client),
    pushQueries.targets(client),
    ...(pushId ? [pushQueries.detail(client, pushId)] : []),
  ];
