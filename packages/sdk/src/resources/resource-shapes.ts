import type { AccountResource } from './account';
import type { BookingResource } from './bookings';
import type { CalendarResource } from './calendar';
import type { CollectionResource } from './collections';
import type { MessageResource } from './conversations';
import type { IncomeResource } from './incomes';
import type { ResourceShape } from './lazy-resource';
import type { LiveResource } from './lives';
import type { NotificationResource } from './notifications';
import type { PlaylistResource } from './playlists';
import type { PostResource } from './posts';
import type { PushResource } from './pushes';
import type { ReferralResource } from './referral';
import type { UploadResource } from './uploads';

// What `createCreatorClient` needs to know of a resource before its code has loaded: its members' kinds.

const CRUD = { list: 'call', create: 'call', get: 'call', update: 'call', delete: 'call' } as const;

export const PUSH_SHAPE: ResourceShape<PushResource> = {
  ...CRUD,
  targets: 'call',
  recipients: 'call',
  calendar: 'call',
  calendarRestrictions: 'call',
  prices: 'call',
  discountDurations: 'call',
};

export const POST_SHAPE: ResourceShape<PostResource> = CRUD;

export const PLAYLIST_SHAPE: ResourceShape<PlaylistResource> = {
  ...CRUD,
  posts: 'call',
  reorderPosts: 'call',
};

export const COLLECTION_SHAPE: ResourceShape<CollectionResource> = {
  list: 'call',
  get: 'call',
  recent: 'call',
  medias: 'stream',
  create: 'call',
  rename: 'call',
  delete: 'call',
  moveMedia: 'call',
  deleteMedia: 'call',
};

export const UPLOAD_SHAPE: ResourceShape<UploadResource> = { upload: 'call' };

export const BOOKING_SHAPE: ResourceShape<BookingResource> = {
  providers: 'call',
  syncedProvider: 'call',
  calendarConnectUrl: 'call',
  connectCalendar: 'call',
  connectCalDav: 'call',
  disconnectCalendar: 'call',
  dates: 'call',
  search: 'call',
  upcoming: 'call',
  delete: 'call',
  calendarFile: 'call',
  consultations: CRUD,
  availability: { get: 'call', update: 'call' },
};

export const MESSAGE_SHAPE: ResourceShape<MessageResource> = {
  inbox: 'call',
  conversation: 'call',
  messages: 'call',
  sendText: 'call',
  sendMedia: 'call',
  markRead: 'call',
  note: 'call',
  setNote: 'call',
  purchases: 'call',
  sentMedias: 'call',
  savedReplies: 'call',
  createSavedReply: 'call',
  deleteSavedReply: 'call',
};

export const INCOME_SHAPE: ResourceShape<IncomeResource> = {
  summary: 'call',
  series: 'call',
  lines: 'call',
  topFans: 'call',
  soldItems: 'call',
  payouts: 'call',
  payoutLines: 'call',
  exportCsv: 'call',
};

export const ACCOUNT_SHAPE: ResourceShape<AccountResource> = {
  settings: 'call',
  update: 'call',
  syncEmail: 'call',
  setPayoutMethod: 'call',
  exportData: 'call',
  close: 'call',
  reopen: 'call',
  sessions: 'call',
  signOutSession: 'call',
};

export const LIVE_SHAPE: ResourceShape<LiveResource> = {
  list: 'call',
  create: 'call',
  get: 'call',
  update: 'call',
  cancel: 'call',
  ingest: 'call',
};
export const CALENDAR_SHAPE: ResourceShape<CalendarResource> = { range: 'call', tools: 'call' };

export const NOTIFICATION_SHAPE: ResourceShape<NotificationResource> = {
  list: 'call',
  unreadCount: 'call',
  markRead: 'call',
  markAllRead: 'call',
  preferences: 'call',
  setPreferences: 'call',
};

export const REFERRAL_SHAPE: ResourceShape<ReferralResource> = { post: 'call', sponsorship: 'call' };
