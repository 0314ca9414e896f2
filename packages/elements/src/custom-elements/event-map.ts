import type {
  Availability,
  CalendarEntry,
  CalendarProvider,
  LiveEvent,
  LiveRecord,
  MediaChoice,
  Message,
  PostRecord,
  PushRecord,
} from '@mym/sdk';
import type { PublicBooking } from '@mym/sdk/booking';

/**
 * Every DOM event a feature element dispatches (DESIGN "Custom elements"): the name, and what `detail` holds.
 * Events bubble and are composed, so the embedding page hears them from outside the shadow root.
 */
export interface MymEventDetails {
  /** `<mym-login>`: the creator signed in. */
  'mym-signed-in': undefined;
  /** `<mym-profile>`: the creator signed out. */
  'mym-signed-out': undefined;
  /** `<mym-push-composer>`: a push was created; `detail` is the push as stored. */
  'mym-push-created': PushRecord;
  /** `<mym-push-composer>`: the push being edited was saved. */
  'mym-push-updated': PushRecord;
  /** `<mym-push-composer>`, `<mym-post-composer>`, `<mym-live-composer>`: the creator gave up what they were composing. */
  'mym-cancel': undefined;
  /** `<mym-push-list>`: the creator asked to edit this push. */
  'mym-push-edit': PushRecord;
  /** `<mym-push-list>`: this push was deleted. */
  'mym-push-deleted': PushRecord;
  /** `<mym-post-composer>`: a post was created; `detail` is the post as stored. */
  'mym-post-created': PostRecord;
  /** `<mym-post-composer>`: the post being edited was saved. */
  'mym-post-updated': PostRecord;
  /** `<mym-booking>`: a fan booked a consultation; `detail` is the booking as stored. */
  'mym-booking-created': PublicBooking['booking'];
  /** `<mym-catalog>`: a calendar was connected; `detail` is its provider, now Synced. */
  'mym-calendar-connected': CalendarProvider;
  /** `<mym-catalog>`: the availability was saved; `detail` is the availability as stored. */
  'mym-availability-saved': Availability;
  /** `<mym-collection-picker>`: the creator added medias; `detail` is each one's `{ id, preview, type }`. */
  'mym-media-selected': MediaChoice[];
  /** `<mym-messages>`: the creator sent a message; `detail` is the message as stored. */
  'mym-message-sent': Message;
  /** `<mym-messages>`: a fan bought medias sold in a thread; `detail` names the conversation, message and sale. */
  'mym-media-sold': LiveEvent;
  /** `<mym-notifications>`: the creator's unread count changed (live); `detail` is the count. */
  'mym-unread-count': number;
  /** `<mym-live-composer>`: a live was scheduled; `detail` is the live as stored. */
  'mym-live-created': LiveRecord;
  /** `<mym-live-composer>`: the live being edited was saved. */
  'mym-live-updated': LiveRecord;
  /** `<mym-live-composer>`: the live was cancelled; its tickets are refunded. */
  'mym-live-cancelled': LiveRecord;
  /** `<mym-calendar>`: the creator opened an entry; `detail` is the entry (its `kind` and `id` name it). */
  'mym-calendar-open': CalendarEntry;
  /** `<mym-calendar>`: a post or push was moved; `detail` is the entry with its new `startsAt`. */
  'mym-calendar-moved': CalendarEntry;
}

export type MymEventName = keyof MymEventDetails;

/** The events as `addEventListener` sees them: `element.addEventListener('mym-push-created', (e) => e.detail.id)`. */
export type MymEventMap = { [Name in MymEventName]: CustomEvent<MymEventDetails[Name]> };

/** The names at run time, for code and tests that list them (the manifest test). */
export const MYM_EVENT_NAMES = [
  'mym-signed-in',
  'mym-signed-out',
  'mym-push-created',
  'mym-push-updated',
  'mym-cancel',
  'mym-push-edit',
  'mym-push-deleted',
  'mym-post-created',
  'mym-post-updated',
  'mym-booking-created',
  'mym-calendar-connected',
  'mym-availability-saved',
  'mym-media-selected',
  'mym-message-sent',
  'mym-media-sold',
  'mym-unread-count',
  'mym-calendar-open',
  'mym-calendar-moved',
  'mym-live-created',
  'mym-live-updated',
  'mym-live-cancelled',
] as const satisfies readonly MymEventName[];

declare global {
  // A partner page in TypeScript gets typed listeners on any element.
  interface HTMLElementEventMap extends MymEventMap {}
}
