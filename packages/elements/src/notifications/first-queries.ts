import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { notificationQueries } from './notification-queries';

/** The notifications: the creator (the gate) and the first page of every category. */
export const notificationsFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  notificationQueries.list(client, null),
];

/** The notification preferences (my account): the creator (the gate) and the stored choices. */
export const notificationPreferencesFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  notificationQueries.preferences(client),
];
