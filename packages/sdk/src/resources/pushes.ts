import {
  type PublicationStatus,
  type PushAudience,
  type PushCreatePayload,
  type PushPriceRange,
  type PushRecord,
  type PushUpdatePayload,
  pushAudiencesStruct,
  pushListStruct,
  pushPricesStruct,
  pushRecipientsStruct,
  pushRecordStruct,
  pushRecordToPayload,
} from '../contract/push';
import {
  discountDurationsStruct,
  pushCalendarDatesStruct,
  pushCalendarRestrictionsStruct,
} from '../contract/push-calendar';
import { CALL_ERROR_MESSAGES } from '../errors';
import { newIdempotencyKey } from '../http/idempotency-key';
import type { ApiRequest } from '../http/request';
import { type CrudResource, createCrudResource } from './crud-resource';
import { RESOURCE_ERROR_MESSAGES } from './messages';

export interface PushCreateOptions {
  /**
   * Names this creation: the same key sent again within 24 hours answers the push it created instead of a second
   * one (a double click, a retried request). A fresh key per call unless given.
   */
  idempotencyKey?: string;
}

/** `/pushes` (map a form with `pushFormToPayload`), and what the composer picks from. */
export interface PushResource
  extends Omit<
    CrudResource<PushRecord, PushCreatePayload, PushUpdatePayload, { status?: PublicationStatus }>,
    'create'
  > {
  create(payload: PushCreatePayload, options?: PushCreateOptions): Promise<PushRecord>;
  /** The audiences a push can go to, each with its live recipient count (`GET /pushes/targets`). */
  targets(): Promise<PushAudience[]>;
  /**
   * How many fans a push to these audiences reaches now, each fan once however many of them they are in
   * (`GET /pushes/targets/recipients`); 0 for none.
   */
  recipients(targets: readonly string[]): Promise<number>;
  /** Days that already have a publication (`GET /pushes/calendar`); the date picker marks them. */
  calendar(): Promise<string[]>;
  /** Days the date picker disables (`GET /pushes/calendar/restrictions`). */
  calendarRestrictions(): Promise<string[]>;
  /** The preset prices, in minor units (`GET /pushes/prices`, `data.ranges`). */
  prices(): Promise<PushPriceRange[]>;
  /** The discount durations a creator may pick, in seconds (`GET /pushes/discount-durations`). */
  discountDurations(): Promise<{ value: number }[]>;
}

export function createPushResource(request: ApiRequest): PushResource {
  const crud = createCrudResource<
    PushRecord,
    PushCreatePayload,
    PushUpdatePayload,
    ReturnType<typeof pushListStruct.create>,
    { status?: PublicationStatus }
  >(request, {
    path: '/pushes',
    item: pushRecordStruct,
    page: pushListStruct,
    itemsOf: (page) => ({ items: page.pushes, pagination: page.pagination }),
    toPayload: pushRecordToPayload,
    messages: {
      list: CALL_ERROR_MESSAGES.fetchPushList,
      create: CALL_ERROR_MESSAGES.createPush,
      get: CALL_ERROR_MESSAGES.fetchPushById,
      update: CALL_ERROR_MESSAGES.updatePush,
      delete: CALL_ERROR_MESSAGES.deletePush,
    },
  });
  return {
    ...crud,
    create: (payload, options = {}) =>
      request('POST', '/pushes', {
        errorMessage: CALL_ERROR_MESSAGES.createPush,
        body: payload,
        headers: { 'idempotency-key': options.idempotencyKey ?? newIdempotencyKey() },
        response: pushRecordStruct,
      }),
    // An edit of a push as it was read carries its version: a push changed since answers 409, not a lost edit.
    update: (id, changes, options = {}) =>
      crud.update(id, options.from ? { ...changes, version: options.from.version } : changes, options),
    targets: async () =>
      (
        await request('GET', '/pushes/targets', {
          errorMessage: RESOURCE_ERROR_MESSAGES.fetchPushTargets,
          response: pushAudiencesStruct,
        })
      ).targets,
    recipients: async (targets) =>
      (
        await request('GET', '/pushes/targets/recipients', {
          errorMessage: RESOURCE_ERROR_MESSAGES.fetchPushRecipients,
          query: { targets: targets.join(',') },
          response: pushRecipientsStruct,
        })
      ).recipients,
    calendar: async () =>
      (
        await request('GET', '/pushes/calendar', {
          errorMessage: CALL_ERROR_MESSAGES.fetchPushCalendarDates,
          response: pushCalendarDatesStruct,
        })
      ).dates,
    calendarRestrictions: async () =>
      (
        await request('GET', '/pushes/calendar/restrictions', {
          errorMessage: CALL_ERROR_MESSAGES.fetchPushCalendarRestrictions,
          response: pushCalendarRestrictionsStruct,
        })
      ).dates,
    prices: async () =>
      (
        await request('GET', '/pushes/prices', {
          errorMessage: CALL_ERROR_MESSAGES.fetchPushPrices,
          response: pushPricesStruct,
        })
      ).ranges,
    discountDurations: async () =>
      (
        await request('GET', '/pushes/discount-durations', {
          errorMessage: CALL_ERROR_MESSAGES.fetchPushDiscountDurations,
          response: discountDurationsStruct,
        })
      ).durations,
  };
}
