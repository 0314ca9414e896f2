import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { unreadCountQuery } from '../common/notifications/unread-count';
import { notificationQueries } from './notification-queries';

/**
 * The notifications: the creator (the gate), the first page of every category and the unread count (its "mark all
 * read" button shows from the count: the server renders it as the browser hydrates it, after the bell's count).
 */
export const notificationsFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  notificationQueries.list(client, null),
  unreadCountQuery(client),
];

/** The notification preferences (my account): the creator (the gate) and the stored choices. */
export const notificationPreferencesFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  notificationQueries.preferences(client),
];
