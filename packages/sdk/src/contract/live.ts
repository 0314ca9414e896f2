import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  min,
  nullable,
  object,
  optional,
  size,
  string,
} from 'superstruct';
import { CAPTION_MAX_LENGTH, NAME_MAX_LENGTH, PUSH_TARGETS_MAX } from '../constants';
import { listPaginationStruct } from './list-page';
import { mediaChoiceStruct, mediaReferenceStruct } from './media';
import { partialObject } from './partial-object';
import { PUSH_TARGETS } from './push';
import { idStruct, isoDateTimeStruct, moneyStruct, timeZoneStruct } from './scalars';

/** A live's title: as long as any other name of the product. */
export const LIVE_TITLE_MAX_LENGTH = NAME_MAX_LENGTH;
/** A live's description: as long as a push caption (what the fans read about it before buying). */
export const LIVE_DESCRIPTION_MAX_LENGTH = CAPTION_MAX_LENGTH;
/** The expected duration, in minutes: a quarter of an hour to eight hours. */
export const LIVE_DURATION_MIN_MINUTES = 15;
export const LIVE_DURATION_MAX_MINUTES = 480;
/** The durations the composer offers first; any whole number of minutes within the bounds is valid. */
export const LIVE_DURATION_CHOICES = [30, 60, 90, 120, 180] as const;
/** How long before its start the fans of a live are reminded of it. */
export const LIVE_REMINDER_LEAD_MINUTES = 60;

/**
 * Where a live stands as stored: `scheduled` until the creator cancels it. Upcoming and past are read from its
 * start and duration against the clock (a list filter), so records keep their shape.
 */
export const LIVE_STATES = ['scheduled', 'cancelled'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** `GET /lives?when=upcoming|past`: lives not yet over (soonest first), or over or cancelled (latest first). */
export const LIVE_PERIODS = ['upcoming', 'past'] as const;
export type LivePeriod = (typeof LIVE_PERIODS)[number];
export const liveListQueryStruct = object({ when: optional(enums(LIVE_PERIODS)) });

/**
 * `POST /lives`: the live configuration of spec 2. The start is an instant with the zone it was chosen in; the
 * audiences are the push audiences; a free live has `price: null`, a paid one a ticket price under the push price
 * rules (minor units).
 */
export const liveCreatePayloadStruct = object({
  title: string(),
  description: string(),
  teaser: nullable(mediaReferenceStruct),
  startsAt: isoDateTimeStruct,
  timeZone: timeZoneStruct,
  durationMinutes: integer(),
  targets: size(array(enums(PUSH_TARGETS)), 0, PUSH_TARGETS_MAX),
  price: nullable(moneyStruct),
  chat: boolean(),
});
export type LiveCreatePayload = Infer<typeof liveCreatePayloadStruct>;

/** `PATCH /lives/{id}`: the changed fields with the `version` they were read from; a stale version answers 409. */
export const liveUpdatePayloadStruct = object({
  ...partialObject(liveCreatePayloadStruct).schema,
  version: optional(min(integer(), 1)),
});
export type LiveUpdatePayload = Infer<typeof liveUpdatePayloadStruct>;

/** `POST /lives/{id}/cancel`: the version the creator saw; every ticket is refunded and its buyer told. */
export const liveCancelPayloadStruct = object({ version: optional(min(integer(), 1)) });

/** A live as the API returns it, with its tickets sold (net of refunds) and revenue (the creator's net). */
export const liveRecordStruct = object({
  id: idStruct,
  title: string(),
  description: string(),
  teaser: nullable(mediaChoiceStruct),
  startsAt: isoDateTimeStruct,
  timeZone: string(),
  durationMinutes: integer(),
  targets: array(enums(PUSH_TARGETS)),
  price: nullable(moneyStruct),
  chat: boolean(),
  state: enums(LIVE_STATES),
  cancelledAt: nullable(isoDateTimeStruct),
  createdAt: isoDateTimeStruct,
  ticketsSold: min(integer(), 0),
  revenue: object({ value: integer(), currency: string() }),
  /** Bumped by every change; sent back with an edit or a cancellation. */
  version: min(integer(), 1),
});
export type LiveRecord = Infer<typeof liveRecordStruct>;

export const liveListStruct = object({
  lives: array(liveRecordStruct),
  pagination: optional(listPaginationStruct),
});
export type LiveList = Infer<typeof liveListStruct>;

/**
 * `GET /lives/ingest`: where the creator's streaming software sends the stream, from the operator's configuration
 * (`LIVE_INGEST_URL`). Without it `configured` is false and nothing else is said: nothing pretends to stream.
 */
export const liveIngestStruct = object({
  configured: boolean(),
  serverUrl: nullable(string()),
  streamKey: nullable(string()),
});
export type LiveIngest = Infer<typeof liveIngestStruct>;

/** What a fan was told about a live: scheduled, a reminder before it starts, cancelled. */
export const LIVE_NOTICE_KINDS = ['scheduled', 'reminder', 'cancelled'] as const;
export type LiveNoticeKind = (typeof LIVE_NOTICE_KINDS)[number];

/** `GET /fan/lives`: the lives a fan was told about, with what they were told and whether they hold a ticket. */
export const fanLiveStruct = object({
  id: idStruct,
  creatorId: idStruct,
  title: string(),
  description: string(),
  startsAt: isoDateTimeStruct,
  durationMinutes: integer(),
  price: nullable(moneyStruct),
  chat: boolean(),
  state: enums(LIVE_STATES),
  notices: array(enums(LIVE_NOTICE_KINDS)),
  hasTicket: boolean(),
});
export type FanLive = Infer<typeof fanLiveStruct>;
export const fanLiveListStruct = object({ lives: array(fanLiveStruct) });
