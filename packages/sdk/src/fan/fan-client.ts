import {
  devChargeStruct,
  type FanAccount,
  type FanCreator,
  type FanPayment,
  type FanPush,
  fanAccountStruct,
  fanCreatorListStruct,
  fanCreatorStruct,
  fanPaymentStruct,
  fanPushListStruct,
  type PurchaseItem,
  TEST_CARDS,
} from '../contract/fan';
import { type FanBooking, type FanBookingPayload, fanBookingStruct } from '../contract/fan-booking';
import { type FanLive, fanLiveListStruct } from '../contract/live';
import type { Message, MessagePage, MessagePageQuery } from '../contract/messages';
import type { Money } from '../contract/scalars';
import { CreatorApiError, GUARD_MESSAGES, IDENTITY_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import { createApiTransport } from '../http/request';
import { createEventResource, type EventResource } from '../resources/events';
import { messageThreadCalls } from '../resources/message-thread';
import {
  confirmSignUpFan,
  type FanIdentityConfig,
  type FanSignUp,
  type FanTokens,
  signInFan,
  signUpFan,
} from './fan-sign-in';

export interface FanClientConfig {
  apiUrl: string;
  /** The identity service and the fan app's client; needed by `signIn` and `signUp`. */
  identity?: FanIdentityConfig;
  /** A token the caller already holds (a fan app with its own session); `signIn` replaces it. */
  accessToken?: () => Promise<string | undefined> | string | undefined;
  fetch?: typeof fetch;
}

/** How a fan pays: in development the local payment stand-in's test cards (`TEST_CARDS`). */
export interface PayOptions {
  card?: string;
}

/** Catalogue messages of the fan's calls, worded like spec 8's. */
export const FAN_CALL_ERRORS = {
  fetchMe: 'Error while fetching fan',
  fetchCreators: 'Error while fetching creators',
  follow: 'Error while following creator',
  unfollow: 'Error while unfollowing creator',
  fetchPushes: 'Error while fetching pushes',
  fetchMessages: 'Error while fetching messages',
  sendMessage: 'Error while sending message',
  markRead: 'Error while marking messages read',
  openPayment: 'Error while opening payment',
  pay: 'Error while paying',
  fetchPayment: 'Error while fetching payment',
  fetchLives: 'Error while fetching lives',
  book: 'Error while booking consultation',
  fetchBooking: 'Error while fetching booking',
} as const;

/** Everything a fan does in the reference API (`/fan/...`): framework-free, usable from Node. */
export interface FanClient {
  signIn(username: string, password: string): Promise<FanTokens>;
  signUp(account: FanSignUp): Promise<{ confirmed: boolean }>;
  /** Confirms a new account with the code the identity service sent; then `signIn`. */
  confirmSignUp(username: string, code: string): Promise<void>;
  me(): Promise<FanAccount>;
  /** Creators the fan follows or subscribes to. */
  creators(): Promise<FanCreator[]>;
  creator(creatorId: string): Promise<FanCreator>;
  follow(creatorId: string): Promise<FanCreator>;
  unfollow(creatorId: string): Promise<FanCreator>;
  /** Pushes delivered to the fan, newest first: teaser and caption; medias' links once bought. */
  pushes(): Promise<FanPush[]>;
  /** The fan's thread with a creator they follow, newest first. */
  messages(creatorId: string, query?: MessagePageQuery): Promise<MessagePage>;
  send(creatorId: string, text: string): Promise<Message>;
  markRead(creatorId: string): Promise<void>;
  /** Opens a payment for an item; the API sets the price (a tip names its amount). */
  openPayment(item: PurchaseItem, amount?: Money): Promise<FanPayment>;
  /** Pays an opened payment through the development payment stand-in (refused where it is not enabled). */
  pay(paymentId: string, options?: PayOptions): Promise<FanPayment>;
  payment(paymentId: string): Promise<FanPayment>;
  /** Opens and pays in one step: a push, a paid message's medias, a subscription or a tip. */
  buyPush(pushId: string, options?: PayOptions): Promise<FanPayment>;
  buyMessage(messageId: string, options?: PayOptions): Promise<FanPayment>;
  subscribe(creatorId: string, options?: PayOptions): Promise<FanPayment>;
  tip(creatorId: string, amount: Money, options?: PayOptions): Promise<FanPayment>;
  /** Lives the fan was told about (scheduled, reminded, cancelled), with whether the fan holds a ticket. */
  lives(): Promise<FanLive[]>;
  /** Buys a ticket of a paid live the fan was told about: a sale of the ledger once the payment is confirmed. */
  buyLiveTicket(liveId: string, options?: PayOptions): Promise<FanPayment>;
  /**
   * Books a consultation as this fan. A priced one is paid at once (its price, charged through the payment
   * service) and answered once confirmed; a declined card leaves it awaiting payment until its hold ends.
   */
  book(consultationId: string, details: FanBookingPayload, options?: PayOptions): Promise<FanBooking>;
  /** A booking the fan paid for: its state and payment. */
  booking(bookingId: string): Promise<FanBooking>;
  /** The fan's live events (new messages, reads, purchases confirmed). */
  events: EventResource;
}

/**
 * `createFanClient` (DESIGN "The fan side"): the fan's calls over `/fan/...`. The fan app itself is another
 * product; this exists so messages, purchases and the ledger are real, in tests, examples and development.
 */
export function createFanClient(config: FanClientConfig): FanClient {
  let tokens: FanTokens | undefined;
  const fetchImpl = () => config.fetch ?? globalThis.fetch;
  const bearerToken = async () => tokens?.accessToken ?? (await config.accessToken?.());
  const transport = createApiTransport({
    apiUrl: config.apiUrl,
    bearerToken,
    fetch: (input, init) => fetchImpl()(input, init),
  });
  const { request } = transport;
  const identity = () => {
    if (!config.identity)
      throw new CreatorApiError(IDENTITY_MESSAGES.authenticationError, { code: 'no_identity' });
    return config.identity;
  };
  const creatorPath = (id: string, ...rest: string[]) =>
    resourcePath('/fan/creators', requireArgument(id, GUARD_MESSAGES.id), ...rest);
  const thread = messageThreadCalls(request, creatorPath, FAN_CALL_ERRORS);
  const openPayment = (item: PurchaseItem, amount?: Money) =>
    request('POST', '/fan/payments', {
      errorMessage: FAN_CALL_ERRORS.openPayment,
      body: amount ? { item, amount } : { item },
      response: fanPaymentStruct,
    });
  const pay = async (paymentId: string, options: PayOptions = {}) =>
    (
      await request(
        'POST',
        resourcePath('/fan/payments', requireArgument(paymentId, GUARD_MESSAGES.id), 'dev-charge'),
        {
          errorMessage: FAN_CALL_ERRORS.pay,
          body: { card: options.card ?? TEST_CARDS.succeeds },
          response: devChargeStruct,
        },
      )
    ).payment;
  const fetchBooking = (id: string) =>
    request('GET', resourcePath('/fan/bookings', id), {
      errorMessage: FAN_CALL_ERRORS.fetchBooking,
      response: fanBookingStruct,
    });
  const buy = async (item: PurchaseItem, options?: PayOptions, amount?: Money) =>
    pay((await openPayment(item, amount)).id, options);
  return {
    signIn: async (username, password) => {
      tokens = await signInFan(
        identity(),
        fetchImpl(),
        requireArgument(username, GUARD_MESSAGES.username),
        requireArgument(password, GUARD_MESSAGES.password),
      );
      return tokens;
    },
    signUp: async (account) =>
      signUpFan(identity(), fetchImpl(), {
        ...account,
        username: requireArgument(account.username, GUARD_MESSAGES.username),
        password: requireArgument(account.password, GUARD_MESSAGES.password),
      }),
    confirmSignUp: async (username, code) =>
      confirmSignUpFan(
        identity(),
        fetchImpl(),
        requireArgument(username, GUARD_MESSAGES.username),
        requireArgument(code, GUARD_MESSAGES.code),
      ),
    me: async () =>
      request('GET', '/fan/me', { errorMessage: FAN_CALL_ERRORS.fetchMe, response: fanAccountStruct }),
    creators: async () =>
      (
        await request('GET', '/fan/creators', {
          errorMessage: FAN_CALL_ERRORS.fetchCreators,
          response: fanCreatorListStruct,
        })
      ).creators,
    creator: async (id) =>
      request('GET', creatorPath(id), {
        errorMessage: FAN_CALL_ERRORS.fetchCreators,
        response: fanCreatorStruct,
      }),
    follow: async (id) =>
      request('PUT', creatorPath(id, 'follow'), {
        errorMessage: FAN_CALL_ERRORS.follow,
        response: fanCreatorStruct,
      }),
    unfollow: async (id) =>
      request('DELETE', creatorPath(id, 'follow'), {
        errorMessage: FAN_CALL_ERRORS.unfollow,
        response: fanCreatorStruct,
      }),
    pushes: async () =>
      (
        await request('GET', '/fan/pushes', {
          errorMessage: FAN_CALL_ERRORS.fetchPushes,
          response: fanPushListStruct,
        })
      ).pushes,
    messages: thread.messages,
    send: thread.send,
    markRead: async (id) =>
      request('POST', creatorPath(id, 'read'), { errorMessage: FAN_CALL_ERRORS.markRead, body: {} }),
    openPayment,
    pay,
    payment: async (id) =>
      request('GET', resourcePath('/fan/payments', requireArgument(id, GUARD_MESSAGES.id)), {
        errorMessage: FAN_CALL_ERRORS.fetchPayment,
        response: fanPaymentStruct,
      }),
    buyPush: async (id, options) =>
      buy({ source: 'push', id: requireArgument(id, GUARD_MESSAGES.id) }, options),
    buyMessage: async (id, options) =>
      buy({ source: 'message', id: requireArgument(id, GUARD_MESSAGES.id) }, options),
    subscribe: async (id, options) =>
      buy({ source: 'subscription', id: requireArgument(id, GUARD_MESSAGES.id) }, options),
    tip: async (id, amount, options) =>
      buy({ source: 'tip', id: requireArgument(id, GUARD_MESSAGES.id) }, options, amount),
    lives: async () =>
      (
        await request('GET', '/fan/lives', {
          errorMessage: FAN_CALL_ERRORS.fetchLives,
          response: fanLiveListStruct,
        })
      ).lives,
    buyLiveTicket: async (id, options) =>
      buy({ source: 'live', id: requireArgument(id, GUARD_MESSAGES.id) }, options),
    book: async (consultationId, details, options) => {
      const made = await request(
        'POST',
        resourcePath('/fan/consultations', requireArgument(consultationId, GUARD_MESSAGES.id), 'bookings'),
        { errorMessage: FAN_CALL_ERRORS.book, body: details, response: fanBookingStruct },
      );
      if (!made.payment) return made;
      await pay(made.payment.id, options);
      return { ...(await fetchBooking(made.booking.id)), ...(made.ics ? { ics: made.ics } : {}) };
    },
    booking: async (id) => fetchBooking(requireArgument(id, GUARD_MESSAGES.id)),
    events: createEventResource({ send: transport.send, path: '/fan/events' }),
  };
}
