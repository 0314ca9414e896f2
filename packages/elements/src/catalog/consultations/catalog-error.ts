import { CreatorApiError, RESOURCE_ERROR_MESSAGES } from '@mym/sdk';

const MESSAGES = RESOURCE_ERROR_MESSAGES;

/**
 * The translation of each catalogue message the catalog's calls throw (spec 8 "wrapped call errors", worded in
 * the SDK for the calls the spec does not list): the screen says which call failed in the creator's language.
 */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [MESSAGES.fetchConsultations]: 'catalog_consultations_error_fetch',
  [MESSAGES.fetchConsultationById]: 'catalog_consultation_error_fetch',
  [MESSAGES.createConsultation]: 'catalog_consultation_error_create',
  [MESSAGES.updateConsultation]: 'catalog_consultation_error_update',
  [MESSAGES.deleteConsultation]: 'catalog_consultation_error_delete',
  [MESSAGES.fetchAvailability]: 'catalog_booking_error_fetch_availability',
  [MESSAGES.fetchBookingDates]: 'catalog_booking_error_fetch_dates',
  [MESSAGES.searchBookings]: 'catalog_booking_error_search',
  [MESSAGES.fetchUpcomingBookings]: 'catalog_booking_error_upcoming',
  [MESSAGES.deleteBooking]: 'catalog_booking_error_delete',
  [MESSAGES.fetchBookingCalendarFile]: 'catalog_booking_error_calendar_file',
};

/** The translation key of a failed catalog call: gone (404), offline, or the call's own message. */
export function catalogErrorKey(error: unknown): string {
  if (!(error instanceof CreatorApiError)) return 'catalog_call_error_unknown';
  if (error.status === 404) return 'catalog_call_error_not_found';
  if (error.code === 'network_error') return 'catalog_call_error_network';
  return MESSAGE_KEYS[error.message] ?? 'catalog_call_error_unknown';
}
