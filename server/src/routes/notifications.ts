import {
  markNotificationsReadStruct,
  NOTIFICATION_PAGE_SIZE,
  notificationPageStruct,
  notificationPreferencesStruct,
  notificationQueryStruct,
  unreadCountStruct,
} from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import {
  creatorForNotifications,
  findNotificationPreferences,
  notificationGroups,
  unreadNotificationCount,
} from '../db/notifications';
import type { ApiContext } from '../http/api-context';
import { defineRoute } from '../http/route-catalog';
import { toNotificationGroup, toNotificationPreferences } from '../presenters/notification';
import { markRead, savePreferences } from '../services/notification-reads';

const TAG = 'notifications';

/** The creator's notifications (`/notifications`): grouped, unread first; marking read; preferences. */
export function notificationRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/notifications',
    tag: TAG,
    access: 'creator',
    summary: 'Notifications grouped by key (counts, fans, amounts from one query), unread first, by category',
    query: notificationQueryStruct,
    response: notificationPageStruct,
    handler: async ({ request, query }) => {
      const creator = await creatorForNotifications(db, request.creator.id);
      const offset = query.offset ?? 0;
      const rows = await notificationGroups(db, request.creator.id, {
        category: query.category,
        offset,
        limit: NOTIFICATION_PAGE_SIZE + 1,
        timeZone: creator?.time_zone ?? 'UTC',
      });
      return {
        groups: rows.slice(0, NOTIFICATION_PAGE_SIZE).map(toNotificationGroup),
        unreadCount: await unreadNotificationCount(db, request.creator.id),
        nextOffset: rows.length > NOTIFICATION_PAGE_SIZE ? offset + NOTIFICATION_PAGE_SIZE : null,
      };
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/notifications/unread-count',
    tag: TAG,
    access: 'creator',
    summary: 'How many notifications are unread (the bell)',
    response: unreadCountStruct,
    handler: async ({ request }) => ({ unreadCount: await unreadNotificationCount(db, request.creator.id) }),
  });

  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/notifications/read',
    tag: TAG,
    access: 'creator',
    summary: 'Marks one group read (its key), or every notification without a key; answers the unread count',
    body: markNotificationsReadStruct,
    response: unreadCountStruct,
    handler: async ({ request, body }) => ({
      unreadCount: await markRead(db, request.creator.id, body.groupKey, ctx.clock()),
    }),
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/notifications/preferences',
    tag: TAG,
    access: 'creator',
    summary: 'The creator’s notification choices per category and channel, quiet hours and daily digest',
    response: notificationPreferencesStruct,
    handler: async ({ request }) =>
      toNotificationPreferences(await findNotificationPreferences(db, request.creator.id)),
  });

  defineRoute(app, ctx.catalog, {
    method: 'PUT',
    url: '/notifications/preferences',
    tag: TAG,
    access: 'creator',
    summary: 'Saves every notification choice at once; a stale version answers 409',
    body: notificationPreferencesStruct,
    response: notificationPreferencesStruct,
    handler: async ({ request, body }) =>
      toNotificationPreferences(await savePreferences(db, request.creator.id, body)),
  });
}
