import type { FirstQueries } from '../common/first-data';
import { unreadCountQuery } from '../common/notifications/unread-count';

/** What the navigation of a private screen shows from the API at once: the bell's unread count. */
export const navigationFirstQueries: FirstQueries = (client) => [unreadCountQuery(client)];
