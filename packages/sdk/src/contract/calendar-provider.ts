import { array, enums, type Infer, nullable, object, optional, string } from 'superstruct';
import { idStruct } from './scalars';

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
});
export type CalendarProvider = Infer<typeof calendarProviderStruct>;

/** `GET /bookings/calendars/providers`: `data.providers`; the one with status Synced is used (spec 7). */
export const calendarProvidersStruct = object({ providers: array(calendarProviderStruct) });
export type CalendarProviders = Infer<typeof calendarProvidersStruct>;

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
