import {
  type NotificationPage,
  type NotificationPreferences,
  type NotificationQuery,
  notificationPageStruct,
  notificationPreferencesStruct,
  unreadCountStruct,
} from '../contract/notifications';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import type { ApiRequest } from '../http/request';

/** Catalogue messages of the notifications calls, worded like spec 8's ('Error while <doing> <what>'). */
export const NOTIFICATION_CALL_ERRORS = {
  fetchNotifications: 'Error while fetching notifications',
  fetchUnreadCount: 'Error while fetching unread notifications count',
  markRead: 'Error while marking notifications read',
  fetchPreferences: 'Error while fetching notification preferences',
  updatePreferences: 'Error while updating notification preferences',
} as const;

/**
 * `client.notifications`: what happened to the creator, grouped ("12 fans bought Sunset · 84 EUR"), unread
 * first; the unread count the bell shows (refetch it on `notification.*` events of `client.events`); the
 * creator's choices per category and channel.
 */
export interface NotificationResource {
  /** `GET /notifications`: one page of groups, unread first then newest; `nextOffset` for the next page. */
  list(query?: NotificationQuery): Promise<NotificationPage>;
  /** `GET /notifications/unread-count`. */
  unreadCount(): Promise<number>;
  /** Marks one group read (every notification sharing its key). */
  markRead(groupKey: string): Promise<number>;
  markAllRead(): Promise<number>;
  preferences(): Promise<NotificationPreferences>;
  /** Saves every choice at once; a stale `version` answers 409. Security and payment alerts stay on. */
  setPreferences(preferences: NotificationPreferences): Promise<NotificationPreferences>;
}

export function createNotificationResource(request: ApiRequest): NotificationResource {
  const markRead = async (groupKey?: string) =>
    (
      await request('POST', '/notifications/read', {
        errorMessage: NOTIFICATION_CALL_ERRORS.markRead,
        body: groupKey === undefined ? {} : { groupKey },
        response: unreadCountStruct,
      })
    ).unreadCount;
  return {
    list: async (query = {}) =>
      request('GET', '/notifications', {
        errorMessage: NOTIFICATION_CALL_ERRORS.fetchNotifications,
        query: { ...query },
        response: notificationPageStruct,
      }),
    unreadCount: async () =>
      (
        await request('GET', '/notifications/unread-count', {
          errorMessage: NOTIFICATION_CALL_ERRORS.fetchUnreadCount,
          response: unreadCountStruct,
        })
      ).unreadCount,
    markRead: async (groupKey) => markRead(requireArgument(groupKey, GUARD_MESSAGES.id)),
    markAllRead: () => markRead(),
    preferences: async () =>
      request('GET', '/notifications/preferences', {
        errorMessage: NOTIFICATION_CALL_ERRORS.fetchPreferences,
        response: notificationPreferencesStruct,
      }),
    setPreferences: async (preferences) =>
      request('PUT', '/notifications/preferences', {
        errorMessage: NOTIFICATION_CALL_ERRORS.updatePreferences,
        body: preferences,
        response: notificationPreferencesStruct,
      }),
  };
}
