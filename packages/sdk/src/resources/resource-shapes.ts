import type { BookingResource } from './bookings';
import type { CollectionResource } from './collections';
import type { MessageResource } from './conversations';
import type { ResourceShape } from './lazy-resource';
import type { PlaylistResource } from './playlists';
import type { PostResource } from './posts';
import type { PushResource } from './pushes';
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
