import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@mym/sdk';
import commonStyles from '../../common/common.css?inline';
import { Notifications } from '../../notifications/Notifications';
import notificationsStyles from '../../notifications/notifications.css?inline';
import { defineFeatureElement } from '../define-element';

type NotificationsAttributes = {
  /** Shows this category first (`sales`, `messages`, `bookings`, `subscribers`, `pushes`, `account`). */
  category: string;
};

const categoryOf = (value: string | undefined) =>
  NOTIFICATION_CATEGORIES.includes(value as NotificationCategory)
    ? (value as NotificationCategory)
    : undefined;

/**
 * The creator's notifications on a partner page: grouped, unread first, filtered by category, marked read; the
 * unread count live from the event stream, told to the page by `mym-unread-count` each time it changes.
 */
defineFeatureElement<NotificationsAttributes>(
  'mym-notifications',
  ({ element, attributes }) => (
    <Notifications
      key={attributes.category ?? ''}
      category={categoryOf(attributes.category)}
      onUnreadCount={(count) => element.emit('mym-unread-count', count)}
    />
  ),
  {
    attributes: ['category'],
    styles: [commonStyles, notificationsStyles],
    catalogues: ['notifications'],
  },
);
