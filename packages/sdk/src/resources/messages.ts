import { CREATOR_ERROR_MESSAGES } from './creator-messages';

/**
 * Catalogue messages for the calls spec 8 does not list (profile edits, posts, playlists, bookings, uploads),
 * worded like the spec's own ('Error while <doing> <what>') so callers and translations can treat every SDK
 * failure the same way. The spec's messages stay in `errors.ts`; these never replace one of them.
 */
export const RESOURCE_ERROR_MESSAGES = {
  ...CREATOR_ERROR_MESSAGES,
  createCollection: 'Error while creating collection',
  renameCollection: 'Error while renaming collection',
  deleteCollection: 'Error while deleting collection',
  moveMedia: 'Error while moving media',
  deleteMedia: 'Error while deleting media',

  fetchPushTargets: 'Error while fetching push targets',
  getRecentMedias: 'Error while getting recent medias',
  fetchPushRecipients: 'Error while fetching push recipients',

  createLive: 'Error while creating live',
  fetchLiveList: 'Error while fetching live list',
  fetchLiveById: 'Error while fetching live by id',
  updateLive: 'Error while updating live',
  cancelLive: 'Error while cancelling live',
  fetchLiveIngest: 'Error while fetching live ingest settings',

  createPost: 'Error while creating post',
  fetchPostList: 'Error while fetching post list',
  fetchPostById: 'Error while fetching post by id',
  updatePost: 'Error while updating post',
  deletePost: 'Error while deleting post',

  fetchPlaylists: 'Error while fetching playlists',
  createPlaylist: 'Error while creating playlist',
  fetchPlaylistById: 'Error while fetching playlist by id',
  updatePlaylist: 'Error while updating playlist',
  deletePlaylist: 'Error while deleting playlist',
  fetchPlaylistPosts: 'Error while fetching playlist posts',
  reorderPlaylistPosts: 'Error while reordering playlist posts',

  fetchCalendarProviders: 'Error while fetching calendar providers',
  disconnectCalendar: 'Error while disconnecting calendar',
  connectCalendar: 'Error while connecting calendar',
  fetchCalendarConnectUrl: 'Error while fetching calendar connection url',
  fetchBookingDates: 'Error while fetching booking dates',
  searchBookings: 'Error while searching bookings',
  fetchUpcomingBookings: 'Error while fetching upcoming bookings',
  deleteBooking: 'Error while deleting booking',
  fetchConsultations: 'Error while fetching consultations',
  createConsultation: 'Error while creating consultation',
  fetchConsultationById: 'Error while fetching consultation by id',
  updateConsultation: 'Error while updating consultation',
  deleteConsultation: 'Error while deleting consultation',
  fetchAvailability: 'Error while fetching availability',
  updateAvailability: 'Error while updating availability',
  connectCalDavCalendar: 'Error while connecting CalDAV calendar',
  fetchBookingCalendarFile: 'Error while fetching booking calendar file',

  fetchCalendar: 'Error while fetching calendar',
  fetchToolsSummary: 'Error while fetching tools summary',

  fetchPublicConsultations: 'Error while fetching consultations of creator',
  fetchSlots: 'Error while fetching slots',
  book: 'Error while booking consultation',

  uploadMedia: 'Error while uploading media',
} as const;

/** Guard messages for arguments spec 8 has no message for, in the spec's wording ('<What> is required'). */
export const RESOURCE_GUARD_MESSAGES = {
  file: 'File is required',
  fileSize: 'File size is required',
  creatorId: 'Creator id is required',
  consultationId: 'Consultation id is required',
  timeZone: 'Time zone is required',
  start: 'Start is required',
} as const;

export type ResourceErrorMessage = (typeof RESOURCE_ERROR_MESSAGES)[keyof typeof RESOURCE_ERROR_MESSAGES];
