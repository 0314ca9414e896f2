import { array, enums, type Infer, nullable, object, optional, pattern, size, string } from 'superstruct';
import { idStruct } from './scalars';

export const CALENDAR_FAILURES = ['credentials_refused', 'unreachable'] as const;
export type CalendarFailure = (typeof CALENDAR_FAILURES)[number];

/** A calendar is either synced with the catalog or not (spec 3, 4). */
export const CALENDAR_PROVIDER_STATUSES = ['Synced', 'Unsynced'] as const;

/**
 * One external calendar provider (spec 3). `calendarId` names the synced calendar, the id that
 * `DELETE /bookings/calendars/{id}` disconnects; it is null while unsynced.
 */
export const calendarProviderStruct = object({
  provider: string(),
  status: enums(CALENDAR_PROVIDER_STATUSES),
  calendarId: optional(nullable(idStruct)),
  /**
   * What went wrong with a connected calendar, null while healthy. `credentials_refused` (status Unsynced): its
   * server refused the credentials or the grant; slots are not offered until the creator reconnects it.
   * `unreachable` (status still Synced): a hiccup (timeout, rate limit, server error) delayed the sync; it is
   * tried again and back on time at the next call that goes through.
   */
  failure: optional(nullable(enums(CALENDAR_FAILURES))),
  /** How the creator connects it: through the provider's consent page (`oauth`) or an account (`caldav`). */
  connection: optional(enums(['oauth', 'caldav'] as const)),
});
export type CalendarProvider = Infer<typeof calendarProviderStruct>;

/** `GET /bookings/calendars/providers`: `data.providers`; the one with status Synced is used (spec 7). */
export const calendarProvidersStruct = object({ providers: array(calendarProviderStruct) });
export type CalendarProviders = Infer<typeof calendarProvidersStruct>;

/** A connected calendar whose sync is delayed by a hiccup: still Synced, tried again (not a disconnection). */
export function calendarSyncDelayed(provider: CalendarProvider): boolean {
  return provider.status === 'Synced' && provider.failure === 'unreachable';
}

/** The provider the catalog works with: the synced one, if any (spec 7). */
export function syncedCalendarProvider(providers: readonly CalendarProvider[]): CalendarProvider | undefined {
  return providers.find((candidate) => candidate.status === 'Synced');
}

/** `POST /bookings/calendars/connect` (spec 7; snake case as the spec writes it). */
export const calendarConnectPayloadStruct = object({
  code: string(),
  provider: string(),
  redirect_uri: string(),
});
export type CalendarConnectPayload = Infer<typeof calendarConnectPayloadStruct>;

/** `GET /bookings/calendars/connect?provider&redirect_uri`: where to send the creator to grant access. */
export const calendarConnectUrlStruct = object({ url: string() });
export type CalendarConnectUrl = Infer<typeof calendarConnectUrlStruct>;

/** `POST /bookings/calendars/caldav`: a CalDAV account (Apple, Fastmail, Nextcloud, radicale, ...). */
export const calDavAccountPayloadStruct = object({
  serverUrl: pattern(size(string(), 1, 2048), /^https?:\/\/\S+$/),
  username: size(string(), 1, 256),
  password: size(string(), 1, 1024),
});
export type CalDavAccountPayload = Infer<typeof calDavAccountPayloadStruct>;
