import { type Booking, bookingDatesStruct, bookingSearchStruct } from '../contract/booking';
import {
  type CalDavAccountPayload,
  type CalendarConnectPayload,
  type CalendarProvider,
  calendarConnectUrlStruct,
  calendarProviderStruct,
  calendarProvidersStruct,
  syncedCalendarProvider,
} from '../contract/calendar-provider';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';
import {
  type AvailabilityResource,
  type ConsultationResource,
  createAvailabilityResource,
  createConsultationResource,
} from './consultations';
import { RESOURCE_ERROR_MESSAGES } from './messages';

export interface BookingResource {
  /** The external calendar providers and their sync status (`data.providers`, spec 7). */
  providers(): Promise<CalendarProvider[]>;
  /** The provider the catalog works with: the one with status Synced, if any (spec 7). */
  syncedProvider(): Promise<CalendarProvider | undefined>;
  /** Where to send the creator to grant calendar access (`GET /bookings/calendars/connect`). */
  calendarConnectUrl(request: { provider: string; redirectUri: string }): Promise<string>;
  /**
   * Finishes the calendar OAuth flow with the code the provider returned (`POST /bookings/calendars/connect`)
   * and answers the provider, now Synced.
   */
  connectCalendar(request: {
    code: string;
    provider: string;
    redirectUri: string;
    /** The `state` the provider sent back: the API then redeems exactly the authorization it started. */
    state?: string | undefined;
  }): Promise<CalendarProvider>;
  /**
   * Connects a CalDAV account (Apple, Fastmail, Nextcloud, ...): the API opens its calendar first, so wrong
   * credentials fail here (400 `calendar_credentials_refused` or `calendar_unreachable`).
   */
  connectCalDav(account: CalDavAccountPayload): Promise<CalendarProvider>;
  /** `DELETE /bookings/calendars/{id}`: unsyncs the calendar. */
  disconnectCalendar(calendarId: string): Promise<void>;
  /** Days between `startDate` and `endDate` (`YYYY-MM-DD`, inclusive, in the creator's zone or `timeZone`) that have bookings. */
  dates(range: { startDate: string; endDate: string; timeZone?: string }): Promise<string[]>;
  /** The bookings of one day (`GET /bookings/search?date`), a day of the creator's zone or of `timeZone`. */
  search(query: { date: string; timeZone?: string }): Promise<Booking[]>;
  /** The bookings not over yet, soonest first (`GET /bookings/upcoming?limit`, at most 100). */
  upcoming(query?: { limit?: number }): Promise<Booking[]>;
  /** Cancels a booking (`DELETE /bookings/{id}`); its event leaves the synced calendar. */
  delete(bookingId: string): Promise<void>;
  /** The booking as an `.ics` file (RFC 5545, in the creator's zone). */
  calendarFile(bookingId: string): Promise<string>;
  consultations: ConsultationResource;
  availability: AvailabilityResource;
}

export function createBookingResource(request: ApiRequest): BookingResource {
  const providers = async () =>
    (
      await request('GET', '/bookings/calendars/providers', {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchCalendarProviders,
        response: calendarProvidersStruct,
      })
    ).providers;

  return {
    providers,
    syncedProvider: async () => syncedCalendarProvider(await providers()),
    async calendarConnectUrl(query) {
      const provider = requireArgument(query?.provider, GUARD_MESSAGES.provider);
      const redirectUri = requireArgument(query.redirectUri, GUARD_MESSAGES.redirectUri);
      const answer = await request('GET', '/bookings/calendars/connect', {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchCalendarConnectUrl,
        query: { provider, redirect_uri: redirectUri },
        response: calendarConnectUrlStruct,
      });
      return answer.url;
    },
    async connectCalendar(grant) {
      const code = requireArgument(grant?.code, GUARD_MESSAGES.code);
      const provider = requireArgument(grant.provider, GUARD_MESSAGES.provider);
      const redirectUri = requireArgument(grant.redirectUri, GUARD_MESSAGES.redirectUri);
      return request('POST', '/bookings/calendars/connect', {
        errorMessage: RESOURCE_ERROR_MESSAGES.connectCalendar,
        body: {
          code,
          provider,
          redirect_uri: redirectUri,
          ...(grant.state ? { state: grant.state } : {}),
        } satisfies CalendarConnectPayload & { state?: string },
        response: calendarProviderStruct,
      });
    },
    connectCalDav: (account) =>
      request('POST', '/bookings/calendars/caldav', {
        errorMessage: RESOURCE_ERROR_MESSAGES.connectCalDavCalendar,
        body: account,
        response: calendarProviderStruct,
      }),
    async disconnectCalendar(calendarId) {
      const path = resourcePath(
        '/bookings/calendars',
        requireArgument(calendarId, GUARD_MESSAGES.calendarId),
      );
      await request('DELETE', path, { errorMessage: RESOURCE_ERROR_MESSAGES.disconnectCalendar });
    },
    async dates(range) {
      const startDate = requireArgument(range?.startDate, GUARD_MESSAGES.startDate);
      const endDate = requireArgument(range.endDate, GUARD_MESSAGES.endDate);
      const answer = await request('GET', '/bookings/dates', {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchBookingDates,
        query: { startDate, endDate, timeZone: range.timeZone },
        response: bookingDatesStruct,
      });
      return answer.dates;
    },
    async upcoming(query = {}) {
      const answer = await request('GET', '/bookings/upcoming', {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchUpcomingBookings,
        query: { limit: query.limit },
        response: bookingSearchStruct,
      });
      return answer.bookings;
    },
    async search(query) {
      const date = requireArgument(query?.date, GUARD_MESSAGES.date);
      const answer = await request('GET', '/bookings/search', {
        errorMessage: RESOURCE_ERROR_MESSAGES.searchBookings,
        query: { date, timeZone: query.timeZone },
        response: bookingSearchStruct,
      });
      return answer.bookings;
    },
    async delete(bookingId) {
      const path = resourcePath('/bookings', requireArgument(bookingId, GUARD_MESSAGES.bookingId));
      await request('DELETE', path, { errorMessage: RESOURCE_ERROR_MESSAGES.deleteBooking });
    },
    calendarFile: (bookingId) =>
      request(
        'GET',
        resourcePath('/bookings', requireArgument(bookingId, GUARD_MESSAGES.bookingId), 'calendar-file'),
        {
          errorMessage: RESOURCE_ERROR_MESSAGES.fetchBookingCalendarFile,
          text: { accept: 'text/calendar' },
        },
      ),
    consultations: createConsultationResource(request),
    availability: createAvailabilityResource(request),
  };
}
