import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  size,
  string,
} from 'superstruct';
import { mediaChoiceStruct, mediaReferenceStruct, mediaTypeStruct } from './media';
import {
  CONVERSATION_PAGE_SIZE,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX_LENGTH,
  MESSAGE_MEDIAS_MAX,
} from './message-limits';
import { ledgerEntryStruct } from './sales';
import { boundedText, idStruct, isoDateTimeStruct, minorAmountStruct, moneyStruct } from './scalars';

/** Cursors are opaque to clients; bounded so a forged one is refused before it is read. */
const cursorStruct = size(string(), 1, 200);

/** Where a fan stands with the creator's subscription: subscribed now, subscribed once, never. */
export const SUBSCRIPTION_STATES = ['active', 'expired', 'none'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * What the creator sees of a fan beside a conversation: name, subscription state, what the fan spent in all
 * (net of reversals, in the creator's currency) and when the fan last bought anything.
 */
export const fanSummaryStruct = object({
  id: idStruct,
  name: string(),
  subscription: enums(SUBSCRIPTION_STATES),
  follows: boolean(),
  lifetimeSpend: moneyStruct,
  lastPurchaseAt: nullable(isoDateTimeStruct),
});
export type FanSummary = Infer<typeof fanSummaryStruct>;

/** Who wrote a message. */
export const MESSAGE_SENDERS = ['creator', 'fan'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/**
 * `text`: words only. `media`: medias sent in the thread, free or at a price, optionally behind a teaser.
 * `push`: a paid push the fan received (mass messages are pushes), shown in that fan's thread.
 */
export const MESSAGE_KINDS = ['text', 'media', 'push'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * The medias of a message as its reader may see them: a media's `url` is a signed link for the creator, and for
 * a fan only once the message is free or bought (null while locked); the teaser is always visible.
 */
export const messageMediaStruct = object({
  id: idStruct,
  type: mediaTypeStruct,
  preview: nullable(string()),
  url: nullable(string()),
});
export type MessageMedia = Infer<typeof messageMediaStruct>;

/** Paid content of a message: its price (null when free), the teaser, and whether the fan bought it. */
export const messageOfferStruct = object({
  price: nullable(moneyStruct),
  teaser: nullable(mediaChoiceStruct),
  medias: array(messageMediaStruct),
  bought: boolean(),
  boughtAt: nullable(isoDateTimeStruct),
});
export type MessageOffer = Infer<typeof messageOfferStruct>;

export const messageStruct = object({
  id: idStruct,
  conversationId: idStruct,
  sender: enums(MESSAGE_SENDERS),
  kind: enums(MESSAGE_KINDS),
  /** Plain text, never HTML (links may be made clickable by the reader). */
  text: string(),
  /** Medias of a `media` or `push` message; null for text. */
  offer: nullable(messageOfferStruct),
  /** The push this message shows, for kind `push`. */
  pushId: nullable(idStruct),
  sentAt: isoDateTimeStruct,
  /** When the other side read it; null while unread. */
  readAt: nullable(isoDateTimeStruct),
});
export type Message = Infer<typeof messageStruct>;

/** One conversation per fan in the creator's inbox, at its latest activity. */
export const conversationStruct = object({
  id: idStruct,
  fan: fanSummaryStruct,
  lastMessage: nullable(messageStruct),
  lastActivityAt: isoDateTimeStruct,
  /** Fan messages the creator has not read. */
  unreadCount: min(integer(), 0),
});
export type Conversation = Infer<typeof conversationStruct>;

/** Inbox filters: unread, subscribers now, fans who spent over `minSpend`, fans who bought nothing. */
export const INBOX_FILTERS = ['unread', 'subscribers', 'spent_over', 'bought_nothing'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** `GET /messages/conversations`: one filter, a name search, and the cursor of the previous page. */
export const inboxQueryStruct = object({
  filter: optional(enums(INBOX_FILTERS)),
  /** For `spent_over`: lifetime spend strictly above this, in minor units. */
  minSpend: optional(minorAmountStruct),
  search: optional(boundedText(INBOX_SEARCH_MAX_LENGTH)),
  cursor: optional(cursorStruct),
  limit: optional(max(min(integer(), 1), INBOX_PAGE_SIZE)),
});
export type InboxQuery = Infer<typeof inboxQueryStruct>;

/** A page of conversations, latest activity first; `cursor` asks for the next page, null on the last. */
export const inboxPageStruct = object({
  conversations: array(conversationStruct),
  cursor: nullable(string()),
});
export type InboxPage = Infer<typeof inboxPageStruct>;

/** `GET .../messages`: newest first; `cursor` pages back in time. */
export const messagePageQueryStruct = object({
  cursor: optional(cursorStruct),
  limit: optional(max(min(integer(), 1), CONVERSATION_PAGE_SIZE)),
});
export type MessagePageQuery = Infer<typeof messagePageQueryStruct>;

export const messagePageStruct = object({
  messages: array(messageStruct),
  cursor: nullable(string()),
});
export type MessagePage = Infer<typeof messagePageStruct>;

/** One conversation with its fan, as the thread's header shows it. */
export const conversationDetailStruct = object({
  conversation: conversationStruct,
  note: string(),
});
export type ConversationDetail = Infer<typeof conversationDetailStruct>;

/**
 * Sending: text alone, or medias from the cloud with optional words, free (`price: null`) or at a price in
 * minor units (the push price rules: 5..1000), optionally behind a teaser. Bounds with spec keys are in
 * `@mym/sdk/rules` (`validateMessagePayload`).
 */
export const messageTextPayloadStruct = object({ text: string() });
export type MessageTextPayload = Infer<typeof messageTextPayloadStruct>;

export const messageMediaPayloadStruct = object({
  text: optional(string()),
  medias: size(array(mediaReferenceStruct), 0, MESSAGE_MEDIAS_MAX),
  price: nullable(moneyStruct),
  teaser: optional(nullable(mediaReferenceStruct)),
});
export type MessageMediaPayload = Infer<typeof messageMediaPayloadStruct>;

/** `POST .../read`: everything up to this message (the newest when absent) is read. */
export const markReadPayloadStruct = object({ upTo: optional(idStruct) });
export type MarkReadPayload = Infer<typeof markReadPayloadStruct>;

/** The creator's private note on a fan (never shown to the fan). */
export const fanNotePayloadStruct = object({ note: string() });
export const fanNoteStruct = object({ note: string(), updatedAt: nullable(isoDateTimeStruct) });
export type FanNote = Infer<typeof fanNoteStruct>;

export const savedReplyStruct = object({ id: idStruct, text: string(), createdAt: isoDateTimeStruct });
export type SavedReply = Infer<typeof savedReplyStruct>;
export const savedReplyPayloadStruct = object({ text: string() });
export type SavedReplyPayload = Infer<typeof savedReplyPayloadStruct>;
export const savedReplyListStruct = object({ replies: array(savedReplyStruct) });

/**
 * Every media the fan received from the creator (in a message or a push) and whether they bought it: the cloud
 * picker marks them, and the composer warns, before a media is sold to that fan again.
 */
export const sentMediasStruct = object({
  medias: array(object({ mediaId: idStruct, bought: boolean() })),
});
export type SentMedias = Infer<typeof sentMediasStruct>;

/** The fan's purchases from this creator (ledger rows, reversals included), newest first. */
export const fanPurchasesStruct = object({ purchases: array(ledgerEntryStruct) });
export type FanPurchases = Infer<typeof fanPurchasesStruct>;
