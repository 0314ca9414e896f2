import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { liveQueries } from './live-queries';

/** The live composer: the creator (the gate and the start's zone), its choices and, when editing, the live. */
export const liveComposerFirstQueries =
  (liveId?: string): FirstQueries =>
  (client) => [
    creatorQuery(client),
    liveQueries.prices(client),
    liveQueries.calendar(client),
    liveQueries.restrictions(client),
    liveQueries.targets(client),
    ...(liveId ? [liveQueries.detail(client, liveId)] : []),
  ];

/** The lives: the creator (the gate and the zone their starts show in) and the upcoming ones, shown first. */
export const liveListFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  liveQueries.list(client, 'upcoming'),
];

/** The device check: the creator (the gate) and the ingest settings. */
export const liveCheckFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  liveQueries.ingest(client),
];
