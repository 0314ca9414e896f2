import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@mym/sdk';
import commonStyles from '../../common/common.css?inline';
import { Notifications } from '../../notifications/Notifications';
import notificationsStyles from '../../notifications/notifications.css?inline';
import { defineFeatureElement } from '../define-element';

type NotificationsAttributes = {
  /** Shows this category first: `sales`, `messages`, `bookings`, `subscribers`, `pushes` or `account`. */
  category: string;
};

const categoryOf = (value: string | undefined) =>
  NOTIFICATION_CATEGORIES.includes(value as NotificationCategory)
    ? (value as NotificationCategory)
    : undefined;

/**
 * The creator's notifications: grouped ("12 fans bought Sunset · 84 EUR"), unread first, cut into days,
 * filtered by category, marked read one by one or all at once; the unread count live from the event stream.
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
