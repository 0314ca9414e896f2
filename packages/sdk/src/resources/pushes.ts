import {
  type PublicationStatus,
  type PushCreatePayload,
  type PushPriceRange,
  type PushRecord,
  type PushUpdatePayload,
  pushListStruct,
  pushPricesStruct,
  pushRecordStruct,
  pushRecordToPayload,
} from '../contract/push';
import {
  discountDurationsStruct,
  pushCalendarDatesStruct,
  pushCalendarRestrictionsStruct,
} from '../contract/push-calendar';
import { CALL_ERROR_MESSAGES } from '../errors';
import type { ApiRequest } from '../http/request';
import { type CrudResource, createCrudResource } from './crud-resource';

/** `/pushes` (map a form with `pushFormToPayload`), and what the composer picks from. */
export interface PushResource
  extends CrudResource<PushRecord, PushCreatePayload, PushUpdatePayload, { status?: PublicationStatus }> {
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
  return {
    ...createCrudResource(request, {
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
    }),
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
