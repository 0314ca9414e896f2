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
import {
  NAME_MAX_LENGTH,
  PUBLICATION_MEDIAS_MAX,
  PUBLICATION_PLAYLISTS_MAX,
  PUSH_TARGETS_MAX,
} from '../constants';
import { listPaginationStruct } from './list-page';
import { mediaChoiceStruct, mediaReferenceStruct } from './media';
import { partialObject } from './partial-object';
import {
  boundedText,
  idStruct,
  isoDateTimeStruct,
  minorAmountStruct,
  moneyStruct,
  resourceReferenceStruct,
} from './scalars';

/**
 * The audiences a push goes to (spec 3 "targets"): fans subscribed now, fans who follow, fans whose
 * subscription ended, fans who bought before. A fan in several chosen audiences gets the push once.
 */
export const PUSH_TARGETS = ['subscribers', 'followers', 'expired_subscribers', 'buyers'] as const;
export type PushTarget = (typeof PUSH_TARGETS)[number];

/** `GET /pushes/targets`: each audience with how many fans are in it now. */
export const pushAudienceStruct = object({ id: enums(PUSH_TARGETS), recipients: min(integer(), 0) });
export type PushAudience = Infer<typeof pushAudienceStruct>;
export const pushAudiencesStruct = object({ targets: array(pushAudienceStruct) });

/**
 * `GET /pushes/targets/recipients?targets=subscribers,buyers`: how many fans a push to those audiences reaches,
 * each fan once however many of the audiences they are in (the audiences' own counts would count them twice).
 */
export const pushRecipientsQueryStruct = object({ targets: size(string(), 0, 200) });
export const pushRecipientsStruct = object({ recipients: min(integer(), 0) });

/**
 * Where a push stands: `scheduled` until its time, `sending` while its deliveries are written,
 * `sent` once every recipient has it, `failed` (with the reason) when it could not go out. Only a scheduled push
 * can still change.
 */
export const PUSH_STATES = ['scheduled', 'sending', 'sent', 'failed'] as const;
export type PushState = (typeof PUSH_STATES)[number];

/** A push discount on the wire: price in minor units, duration in seconds. */
export const pushDiscountStruct = object({ price: moneyStruct, duration: min(integer(), 0) });
export type PushDiscount = Infer<typeof pushDiscountStruct>;

/**
 * `POST /pushes` (spec 7: the push form fields, amounts in minor units). The form's switches travel as values:
 * a custom price is just the price, no discount is `null`, not scheduled is `scheduledAt: null`.
 */
export const pushCreatePayloadStruct = object({
  targets: size(array(boundedText(NAME_MAX_LENGTH)), 0, PUSH_TARGETS_MAX),
  teaser: nullable(mediaReferenceStruct),
  medias: size(array(mediaReferenceStruct), 0, PUBLICATION_MEDIAS_MAX),
  caption: string(),
  price: moneyStruct,
  discount: nullable(pushDiscountStruct),
  scheduledAt: nullable(isoDateTimeStruct),
  mod: boolean(),
  playlists: size(array(resourceReferenceStruct), 0, PUBLICATION_PLAYLISTS_MAX),
  thirdPartyConsent: boolean(),
});
export type PushCreatePayload = Infer<typeof pushCreatePayloadStruct>;

/**
 * `PATCH /pushes/{id}`: the changed fields only (spec 7), with the `version` of the record they were read from
 * when the client has it; a push changed since answers 409 instead of losing the other change.
 */
export const pushUpdatePayloadStruct = object({
  ...partialObject(pushCreatePayloadStruct).schema,
  version: optional(min(integer(), 1)),
});
export type PushUpdatePayload = Infer<typeof pushUpdatePayloadStruct>;

/** The server push record of spec 3, amounts in minor units; medias come back with their preview and type. */
export const pushRecordStruct = object({
  id: idStruct,
  targets: array(string()),
  teaser: nullable(mediaChoiceStruct),
  medias: array(mediaChoiceStruct),
  caption: string(),
  price: moneyStruct,
  discount: nullable(pushDiscountStruct),
  scheduledAt: nullable(isoDateTimeStruct),
  mod: boolean(),
  playlists: array(idStruct),
  thirdPartyConsent: boolean(),
  createdAt: isoDateTimeStruct,
  state: enums(PUSH_STATES),
  /** Why a failed push did not go out, in words; null otherwise. */
  failureReason: nullable(string()),
  /** Fans who got it once sending started; before that, fans in its audiences now. */
  recipients: min(integer(), 0),
  /**
   * What it sold, from the ledger: fans who bought it (refunds and chargebacks taken back) and the creator's net
   * revenue from it (after the platform's fee and the reversals), in the push price's currency's minor units.
   */
  sales: object({ buyers: min(integer(), 0), revenue: moneyStruct }),
  /** Bumped by every change; sent back with an edit (`PATCH`). */
  version: min(integer(), 1),
});
export type PushRecord = Infer<typeof pushRecordStruct>;

/** `GET /pushes/prices` (spec 3 "Responses"): the preset ranges, values in minor units like every amount. */
export const pushPriceRangeStruct = object({ value: minorAmountStruct });
export type PushPriceRange = Infer<typeof pushPriceRangeStruct>;
export const pushPricesStruct = object({ ranges: array(pushPriceRangeStruct) });
export type PushPrices = Infer<typeof pushPricesStruct>;

/**
 * Where a push or post stands. Spec 4 names no statuses; the API derives these two and offers them as a filter
 * of the lists, so records keep their shape.
 */
export const PUBLICATION_STATUSES = ['scheduled', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const publicationListQueryStruct = object({ status: optional(enums(PUBLICATION_STATUSES)) });

/** `GET /pushes`: the creator's pushes, newest first, wrapped like every other list of the API. */
export const pushListStruct = object({
  pushes: array(pushRecordStruct),
  pagination: optional(listPaginationStruct),
});

/** A stored push as the payload that would recreate it: edits are compared, and patches merged, against it. */
export function pushRecordToPayload(record: PushRecord): PushCreatePayload {
  return {
    targets: record.targets,
    teaser: record.teaser ? { id: record.teaser.id } : null,
    medias: record.medias.map((media) => ({ id: media.id })),
    caption: record.caption,
    price: record.price,
    discount: record.discount,
    scheduledAt: record.scheduledAt,
    mod: record.mod,
    playlists: record.playlists,
    thirdPartyConsent: record.thirdPartyConsent,
  };
}
