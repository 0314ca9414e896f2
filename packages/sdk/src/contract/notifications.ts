import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  size,
  string,
  type,
} from 'superstruct';
import { boundedPattern, idStruct, isoDateStruct, isoDateTimeStruct, moneyStruct } from './scalars';

/**
 * What happened to a creator: a sale and its reversals (refund, chargeback), a fan's message, a booking made or
 * cancelled, a new subscriber, a push sent or failed, a calendar that stopped syncing, a sign-in from a device
 * not seen before, a payout method changed, a payout failed, the account closing.
 */
export const NOTIFICATION_KINDS = [
  'sale',
  'refund',
  'chargeback',
  'message',
  'booking',
  'booking_cancelled',
  'subscriber',
  'push_sent',
  'push_failed',
  'calendar_unsynced',
  'sign_in',
  'payout_method_changed',
  'payout_failed',
  'deletion_scheduled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The filters of the notifications screen, and the rows of the preferences: each kind belongs to one. */
export const NOTIFICATION_CATEGORIES = [
  'sales',
  'messages',
  'bookings',
  'subscribers',
  'pushes',
  'account',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_OF: Record<NotificationKind, NotificationCategory> = {
  sale: 'sales',
  refund: 'sales',
  chargeback: 'sales',
  message: 'messages',
  booking: 'bookings',
  booking_cancelled: 'bookings',
  subscriber: 'subscribers',
  push_sent: 'pushes',
  push_failed: 'pushes',
  calendar_unsynced: 'account',
  sign_in: 'account',
  payout_method_changed: 'account',
  payout_failed: 'account',
  deletion_scheduled: 'account',
};

/**
 * Security and payment alerts: shown in the app and mailed at once, whatever the preferences, quiet hours or
 * digest say; a creator cannot turn them off.
 */
export const MANDATORY_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'chargeback',
  'sign_in',
  'payout_method_changed',
  'payout_failed',
  'deletion_scheduled',
];

export const NOTIFICATION_CHANNELS = ['inApp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Groups on one page of the notifications screen. */
export const NOTIFICATION_PAGE_SIZE = 50;

/**
 * What one notification carries to say itself: who (a fan's name), what (a push caption, a consultation's title,
 * a device), how much, and where to go (a conversation). Every field is optional: each kind fills its own.
 */
export const notificationDataStruct = type({
  fanName: optional(string()),
  title: optional(string()),
  amount: optional(moneyStruct),
  conversationId: optional(string()),
  startsAt: optional(string()),
  device: optional(string()),
  reason: optional(string()),
});
export type NotificationData = Infer<typeof notificationDataStruct>;

/**
 * One row of the screen: the notifications sharing a group key ("12 fans bought Sunset · 84 EUR in the last
 * hour"), counted by one query. `count` rows, `actors` distinct fans, `amount` the sum of their amounts (null
 * when they carry none), `unread` how many are unread, `data` the latest one's, `day` the creator's day of the
 * latest in their zone.
 */
export const notificationGroupStruct = object({
  groupKey: string(),
  kind: enums(NOTIFICATION_KINDS),
  category: enums(NOTIFICATION_CATEGORIES),
  mandatory: boolean(),
  count: integer(),
  actors: integer(),
  unread: integer(),
  amount: nullable(moneyStruct),
  data: notificationDataStruct,
  latestId: idStruct,
  latestAt: isoDateTimeStruct,
  earliestAt: isoDateTimeStruct,
  day: isoDateStruct,
});
export type NotificationGroup = Infer<typeof notificationGroupStruct>;

/** A page of groups, unread first then newest first, and the creator's unread count. */
export const notificationPageStruct = object({
  groups: array(notificationGroupStruct),
  unreadCount: integer(),
  nextOffset: nullable(integer()),
});
export type NotificationPage = Infer<typeof notificationPageStruct>;

export interface NotificationQuery {
  category?: NotificationCategory;
  offset?: number;
}

export const notificationQueryStruct = object({
  category: optional(enums(NOTIFICATION_CATEGORIES)),
  offset: optional(max(min(integer(), 0), 100_000)),
});

export const unreadCountStruct = object({ unreadCount: integer() });

/** Marks one group read (every notification sharing its key), or everything when `groupKey` is absent. */
export const markNotificationsReadStruct = object({ groupKey: optional(size(string(), 1, 200)) });

export const channelChoiceStruct = object({ inApp: boolean(), email: boolean() });
export type ChannelChoice = Infer<typeof channelChoiceStruct>;

/** A wall-clock time of day in the creator's zone, `HH:MM` (24 h). */
export const clockTimeStruct = boundedPattern(/^([01]\d|2[0-3]):[0-5]\d$/, 5);

/**
 * The creator's choices: per category and channel; quiet hours (local `HH:MM` start and end in the creator's
 * zone, null for none) during which mails wait; a daily digest instead of single mails. Mandatory alerts ignore
 * all of it. `version` answers 409 to a stale write.
 */
export const notificationPreferencesStruct = object({
  channels: object({
    sales: channelChoiceStruct,
    messages: channelChoiceStruct,
    bookings: channelChoiceStruct,
    subscribers: channelChoiceStruct,
    pushes: channelChoiceStruct,
    account: channelChoiceStruct,
  }),
  quietHours: nullable(object({ start: clockTimeStruct, end: clockTimeStruct })),
  dailyDigest: boolean(),
  version: integer(),
});
export type NotificationPreferences = Infer<typeof notificationPreferencesStruct>;
