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
import { CALL_ERROR_MESSAGES, GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';
import { changedFields } from './changes';
import { collectPages } from './list-pages';

export interface PushResource {
  /** `POST /pushes`; amounts in minor units (map a form with `pushFormToPayload`). */
  create(payload: PushCreatePayload): Promise<PushRecord>;
  /** `GET /pushes`, newest first; only the scheduled or the published ones with a status. */
  list(filter?: { status?: PublicationStatus }): Promise<PushRecord[]>;
  get(id: string): Promise<PushRecord>;
  /**
   * `PATCH /pushes/{id}` with the changed fields only (spec 7). Given the push as loaded (`from`), fields equal
   * to the stored ones are left out; without it, `changes` is sent as given.
   */
  update(id: string, changes: PushUpdatePayload, options?: { from?: PushRecord }): Promise<PushRecord>;
  delete(id: string): Promise<void>;
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
  const path = (id: string) => resourcePath('/pushes', requireArgument(id, GUARD_MESSAGES.id));
  return {
    create: (payload) =>
      request('POST', '/pushes', {
        errorMessage: CALL_ERROR_MESSAGES.createPush,
        body: payload,
        response: pushRecordStruct,
      }),
    list: (filter = {}) =>
      collectPages(async (offset) => {
        const page = await request('GET', '/pushes', {
          errorMessage: CALL_ERROR_MESSAGES.fetchPushList,
          query: { status: filter.status, offset: offset || undefined },
          response: pushListStruct,
        });
        return { items: page.pushes, pagination: page.pagination };
      }),
    get: async (id) =>
      request('GET', path(id), {
        errorMessage: CALL_ERROR_MESSAGES.fetchPushById,
        response: pushRecordStruct,
      }),
    update: async (id, changes, options = {}) =>
      request('PATCH', path(id), {
        errorMessage: CALL_ERROR_MESSAGES.updatePush,
        body: options.from ? changedFields(pushRecordToPayload(options.from), changes) : changes,
        response: pushRecordStruct,
      }),
    delete: async (id) => {
      await request('DELETE', path(id), { errorMessage: CALL_ERROR_MESSAGES.deletePush });
    },
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
