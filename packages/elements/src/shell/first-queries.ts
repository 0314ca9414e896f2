import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { unreadCountQuery } from '../common/notifications/unread-count';

/** What the navigation of a private screen shows from the API at once: the bell's unread count. */
export const navigationFirstQueries: FirstQueries = (client) => [unreadCountQuery(client)];

/** The app's root: the creator, whose state says where its button leads (spec 2 "/"). */
export const homeFirstQueries: FirstQueries = (client) => [creatorQuery(client)];
