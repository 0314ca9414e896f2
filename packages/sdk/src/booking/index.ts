/**
 * `@mym/sdk/booking`: what a fan's page needs to book a consultation, with no creator session and no
 * aws-amplify: the public booking client and its wire shapes. Grouping slots by the fan's days is in
 * `@mym/sdk/rules/slots` (`slotsByDay`, `zonedDaysRange`), which carries Temporal: load it when slots show.
 */

export type {
  PublicBooking,
  PublicConsultation,
  PublicConsultationList,
  Slot,
  SlotList,
} from '../contract/public-booking';
export { PAYMENT_REQUIRED } from '../contract/public-booking';
export { CreatorApiError } from '../errors';
export { type BookingClient, type BookingClientConfig, createBookingClient } from './booking-client';
