import {
  type LiveCreatePayload,
  type LiveIngest,
  type LivePeriod,
  type LiveRecord,
  type LiveUpdatePayload,
  liveIngestStruct,
  liveListStruct,
  liveRecordStruct,
} from '../contract/live';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';
import { type CrudResource, createCrudResource } from './crud-resource';
import { RESOURCE_ERROR_MESSAGES } from './messages';

/** `/lives`: schedule, edit and cancel lives (spec 2 "live configuration"), and where to stream them from. */
export interface LiveResource
  extends Omit<
    CrudResource<LiveRecord, LiveCreatePayload, LiveUpdatePayload, { when?: LivePeriod }>,
    'delete'
  > {
  /**
   * Cancels a scheduled live: every ticket is refunded and every buyer told. With the version it was read at, a
   * live changed since fails with status 409.
   */
  cancel(id: string, options?: { version?: number }): Promise<LiveRecord>;
  /** The operator's ingest URL and the creator's stream key; `configured: false` without a streaming service. */
  ingest(): Promise<LiveIngest>;
}

function liveRecordToPayload(record: LiveRecord): LiveCreatePayload {
  return {
    title: record.title,
    description: record.description,
    teaser: record.teaser ? { id: record.teaser.id } : null,
    startsAt: record.startsAt,
    timeZone: record.timeZone,
    durationMinutes: record.durationMinutes,
    targets: record.targets,
    price: record.price,
    chat: record.chat,
  };
}

export function createLiveResource(request: ApiRequest): LiveResource {
  const { delete: _unused, ...crud } = createCrudResource<
    LiveRecord,
    LiveCreatePayload,
    LiveUpdatePayload,
    ReturnType<typeof liveListStruct.create>,
    { when?: LivePeriod }
  >(request, {
    path: '/lives',
    item: liveRecordStruct,
    page: liveListStruct,
    itemsOf: (page) => ({ items: page.lives, pagination: page.pagination }),
    toPayload: liveRecordToPayload,
    messages: {
      list: RESOURCE_ERROR_MESSAGES.fetchLiveList,
      create: RESOURCE_ERROR_MESSAGES.createLive,
      get: RESOURCE_ERROR_MESSAGES.fetchLiveById,
      update: RESOURCE_ERROR_MESSAGES.updateLive,
      delete: RESOURCE_ERROR_MESSAGES.cancelLive,
    },
  });
  return {
    ...crud,
    cancel: (id, options = {}) =>
      request('POST', resourcePath('/lives', requireArgument(id, GUARD_MESSAGES.id), 'cancel'), {
        errorMessage: RESOURCE_ERROR_MESSAGES.cancelLive,
        body: options.version === undefined ? {} : { version: options.version },
        response: liveRecordStruct,
      }),
    ingest: () =>
      request('GET', '/lives/ingest', {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchLiveIngest,
        response: liveIngestStruct,
      }),
  };
}
