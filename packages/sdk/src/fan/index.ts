/**
 * `@mym/sdk/fan`: what a fan does in the reference API (DESIGN "The fan side"), with no aws-amplify and no
 * React: sign in, follow and subscribe, read pushes, write to a creator, buy, tip, and the fan's live events.
 */

export type { LiveEvent } from '../contract/events';
export type {
  FanAccount,
  FanCreator,
  FanPayment,
  FanPush,
  PaymentState,
  PurchaseItem,
} from '../contract/fan';
export { TEST_CARDS } from '../contract/fan';
export type { FanBooking, FanBookingPayload, FanBookingState } from '../contract/fan-booking';
export type { Message, MessageOffer, MessagePage } from '../contract/messages';
export type { Money } from '../contract/scalars';
export { CreatorApiError } from '../errors';
export type { EventSubscription } from '../resources/events';
export {
  createFanClient,
  FAN_CALL_ERRORS,
  type FanClient,
  type FanClientConfig,
  type PayOptions,
} from './fan-client';
export {
  FAN_CONFIRM_SIGN_UP_ERROR,
  FAN_SIGN_IN_ERROR,
  FAN_SIGN_UP_ERROR,
  type FanIdentityConfig,
  type FanSignUp,
  type FanTokens,
} from './fan-sign-in';
