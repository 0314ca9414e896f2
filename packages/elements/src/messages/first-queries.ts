import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { FIRST_INBOX_VIEW, messageQueries } from './message-queries';

/** The messages: the creator (the gate and the zone of the times) and the inbox's first page. */
export const messagesFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  messageQueries.inbox(client, FIRST_INBOX_VIEW),
];
