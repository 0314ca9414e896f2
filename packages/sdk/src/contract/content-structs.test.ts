import { describe, expect, it } from 'vitest';
import { postFormDefaults, postFormStruct } from '../forms/post-form';
import { pushFormDefaults, pushFormStruct } from '../forms/push-form';
import { collectionListStruct, collectionPageStruct, nextPageOffset } from './collection';
import { mediaChoiceStruct, mediaItemStruct, uploadFileStruct } from './media';
import { playlistCreatePayloadStruct, playlistOrderPayloadStruct, playlistStruct } from './playlist';
import { postCreatePayloadStruct, postRecordStruct, postUpdatePayloadStruct } from './post';
import { pushCreatePayloadStruct, pushPricesStruct, pushRecordStruct, pushUpdatePayloadStruct } from './push';
import {
  discountDurationsStruct,
  pushCalendarDatesStruct,
  pushCalendarRestrictionsStruct,
} from './push-calendar';
import { entitySamples, type StructCase } from './structs.samples';

const { mediaItem, mediaChoice, uploadFile, pushPayload, postPayload } = entitySamples;
const createdAt = '2025-06-01T10:00:00.000Z';
const pushRecord = {
  ...pushPayload,
  id: 'u1',
  teaser: null,
  medias: [mediaChoice],
  createdAt,
  state: 'sent',
  failureReason: null,
  recipients: 3,
  sales: { buyers: 0, revenue: { value: 0, currency: 'EUR' } },
  version: 1,
};
const postRecord = { ...postPayload, id: 'p1', media: mediaChoice, createdAt };
const page = {
  collection: { id: 'c1', name: 'Recent' },
  medias: [mediaItem],
  pagination: { offset: 20, items_total: 45 },
};
const summary = { id: 'c1', name: 'Recent', preview: null, mediaCount: 3 };
const playlist = { id: 'pl1', name: 'Summer', preview: null, mediaCount: 2, postCount: 1, createdAt };

// biome-ignore format: one case per line reads as a table
const cases: StructCase[] = [
  ['Media item (spec 3)', mediaItemStruct, mediaItem, 'imageCount', 1.5],
  ['Media item type (spec 3)', mediaItemStruct, { ...mediaItem, type: 'video/mp4' }, 'type', 'audio/mpeg'],
  ['Media choice (spec 2)', mediaChoiceStruct, mediaChoice, 'preview', 3],
  ['Upload file (spec 3)', uploadFileStruct, uploadFile, 'type', 'audio'],
  ['Post form (spec 3)', postFormStruct, { ...postFormDefaults(), media: mediaChoice }, 'scheduledAt', '2025-06-15'],
  ['Post create payload', postCreatePayloadStruct, postPayload, 'scheduledAt', '15/06/2025'],
  ['Post update payload', postUpdatePayloadStruct, { caption: 'New' }, 'isPrivate', 'true'],
  ['Post record', postRecordStruct, postRecord, 'createdAt', 1],
  ['Push form (spec 3)', pushFormStruct, { ...pushFormDefaults(), medias: [mediaChoice] }, 'price', { value: '5', currency: 'EUR' }],
  ['Push create payload (spec 3: minor units)', pushCreatePayloadStruct, pushPayload, 'price', { value: 9.99, currency: 'EUR' }],
  ['Push update payload (partial)', pushUpdatePayloadStruct, { caption: 'Only this' }, 'discount', { price: 1 }],
  ['Server push record (spec 3)', pushRecordStruct, pushRecord, 'mod', null],
  ['Push prices (spec 3 "Responses")', pushPricesStruct, { ranges: [{ value: 499 }, { value: 999 }] }, 'ranges', [{ value: -1 }]],
  ['Discount durations', discountDurationsStruct, { durations: [{ value: 10800 }] }, 'durations', [10800]],
  ['Push calendar dates', pushCalendarDatesStruct, { dates: ['2025-06-20'] }, 'dates', ['2025-6-20']],
  ['Push calendar restrictions', pushCalendarRestrictionsStruct, { dates: [] }, 'dates', null],
  ['Collection list', collectionListStruct, { collections: [summary], pagination: { items_total: 1 } }, 'collections', [{ id: 'c1' }]],
  ['Collection page (spec 3 "Responses")', collectionPageStruct, page, 'pagination', { offset: 20 }],
  ['Playlist', playlistStruct, playlist, 'mediaCount', -1],
  ['Playlist post count', playlistStruct, playlist, 'postCount', 1.5],
  ['Playlist order', playlistOrderPayloadStruct, { postIds: ['0c9a8a7e-1111-4a4a-8b8b-000000000001'] }, 'postIds', ['p1']],
  ['Playlist create', playlistCreatePayloadStruct, { name: 'Summer', mediaIds: ['0c9a8a7e-1111-4a4a-8b8b-000000000001'] }, 'mediaIds', ['m1']],
];

describe('content structs: a valid sample passes, a wrong-typed field fails', () => {
  it.each(cases)('%s', (_name, struct, valid, field, wrong) => {
    expect(struct.is(valid)).toBe(true);
    expect(struct.is({ ...valid, [field]: wrong })).toBe(false);
  });

  it('the push create payload refuses unknown fields: request shapes are exact', () => {
    expect(pushCreatePayloadStruct.is({ ...pushPayload, extra: true })).toBe(false);
  });

  it.each([
    ['2025-06-15T10:00:00Z', true],
    ['2025-06-15T10:00:00.123Z', true],
    ['2025-06-15T10:00:00+02:00', false],
    ['2025-06-15', false],
    ['2025-13-15T10:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
  ])('wire instant %s is ISO-8601 UTC: %s (DESIGN "Wire format")', (value, valid) => {
    expect(postCreatePayloadStruct.is({ ...postPayload, scheduledAt: value })).toBe(valid);
  });
});

describe('collection paging (spec 4: paging ends when no offset is returned)', () => {
  it.each([
    [{ offset: 20, items_total: 45 }, 20],
    [{ items_total: 45 }, undefined],
    [{ offset: null, items_total: 45 }, undefined],
  ])('pagination %j -> next offset %s (spec 4)', (pagination, next) => {
    expect(collectionPageStruct.is({ ...page, pagination })).toBe(true);
    expect(nextPageOffset(pagination)).toBe(next);
  });
});
