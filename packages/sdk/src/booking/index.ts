/**
 * `@mym/sdk/booking`: what a fan's page needs to book a consultation, with no creator session and no
 * aws-amplify: the public booking client, its wire shapes and the slot grouping of the engine.
 */

export type {
  PublicBooking,
  PublicConsultation,
  PublicConsultationList,
  Slot,
  SlotList,
} from '../contract/public-booking';
export { CreatorApiError } from '../errors';
export { slotsByDay, zonedDaysRange } from '../rules/slots';
export { type BookingClient, type BookingClientConfig, createBookingClient } from './booking-client';
