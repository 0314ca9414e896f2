import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { availabilityStruct } from './availability';
import { bookingDatesStruct, bookingSearchStruct, bookingStruct } from './booking';
import {
  calendarConnectPayloadStruct,
  calendarProviderStruct,
  calendarProvidersStruct,
} from './calendar-provider';
import { collectionListStruct, collectionPageStruct } from './collection';
import { consultationCreatePayloadStruct, consultationStruct } from './consultation';
import { creatorStruct, creatorUpdateStruct, profilePictureStruct } from './creator';
import { deviceStruct } from './device';
import { dataEnvelope, errorEnvelopeStruct } from './envelope';
import { requirementItemStruct, selectOptionStruct, tagItemStruct } from './form-choices';
import { mediaChoiceStruct, mediaItemStruct, uploadFileStruct } from './media';
import { playlistCreatePayloadStruct, playlistStruct } from './playlist';
import {
  postCreatePayloadStruct,
  postFormDefaults,
  postFormStruct,
  postRecordStruct,
  postUpdatePayloadStruct,
} from './post';
import {
  pushCreatePayloadStruct,
  pushFormDefaults,
  pushFormStruct,
  pushPricesStruct,
  pushRecordStruct,
  pushUpdatePayloadStruct,
} from './push';
import {
  discountDurationsStruct,
  pushCalendarDatesStruct,
  pushCalendarRestrictionsStruct,
} from './push-calendar';
import { referralStruct } from './referral';
import { signUpClientMetadataStruct } from './sign-up';
import { entitySamples } from './structs.samples';

type Case = [
  name: string,
  struct: { is(value: unknown): boolean },
  valid: Record<string, unknown>,
  field: string,
  wrong: unknown,
];

const { creator, mediaItem, mediaChoice, uploadFile, pushPayload, postPayload, booking } = entitySamples;

const cases: Case[] = [
  ['Creator (spec 3)', creatorStruct, creator, 'termsOfUseAccepted', 'yes'],
  ['CreatorUpdate (PATCH /creators/me)', creatorUpdateStruct, { displayName: 'Ada', bio: null }, 'bio', 3],
  ['ProfilePicture', profilePictureStruct, { url: null }, 'url', 1],
  ['Referral (spec 3)', referralStruct, { id: 42, userType: 'ambassador' }, 'id', '42'],
  ['Referral userType (spec 3)', referralStruct, { id: 42, userType: 'creator' }, 'userType', 'fan'],
  [
    'Calendar provider (spec 3)',
    calendarProviderStruct,
    { provider: 'google', status: 'Synced' },
    'status',
    'synced',
  ],
  ['Calendar providers (spec 7)', calendarProvidersStruct, { providers: [] }, 'providers', {}],
  [
    'Calendar connect (spec 7)',
    calendarConnectPayloadStruct,
    { code: 'c', provider: 'google', redirect_uri: 'https://x' },
    'redirect_uri',
    null,
  ],
  ['Booking (spec 3)', bookingStruct, booking, 'startsAt', '2025-06-15 10:00'],
  ['Booking dates (spec 7)', bookingDatesStruct, { dates: ['2025-06-15'] }, 'dates', ['2025-02-30']],
  ['Booking search (spec 7)', bookingSearchStruct, { bookings: [booking] }, 'bookings', [{}]],
  ['Media item (spec 3)', mediaItemStruct, mediaItem, 'imageCount', 1.5],
  ['Media item type (spec 3)', mediaItemStruct, { ...mediaItem, type: 'video/mp4' }, 'type', 'audio/mpeg'],
  ['Media choice (spec 2)', mediaChoiceStruct, mediaChoice, 'preview', 3],
  ['Upload file (spec 3)', uploadFileStruct, uploadFile, 'type', 'audio'],
  [
    'Post form (spec 3)',
    postFormStruct,
    { ...postFormDefaults(), media: mediaChoice },
    'scheduledAt',
    '2025-06-15',
  ],
  ['Post create payload', postCreatePayloadStruct, postPayload, 'scheduledAt', '15/06/2025'],
  ['Post update payload', postUpdatePayloadStruct, { caption: 'New' }, 'isPrivate', 'true'],
  [
    'Post record',
    postRecordStruct,
    { ...postPayload, id: 'p1', media: mediaChoice, createdAt: '2025-06-01T10:00:00.000Z' },
    'createdAt',
    1,
  ],
  [
    'Push form (spec 3)',
    pushFormStruct,
    { ...pushFormDefaults(), medias: [mediaChoice] },
    'price',
    { value: '5', currency: 'EUR' },
  ],
  [
    'Push create payload (spec 3, minor units)',
    pushCreatePayloadStruct,
    pushPayload,
    'price',
    { value: 9.99, currency: 'EUR' },
  ],
  [
    'Push update payload (partial)',
    pushUpdatePayloadStruct,
    { caption: 'Only this' },
    'discount',
    { price: 1 },
  ],
  [
    'Server push record (spec 3)',
    pushRecordStruct,
    { ...pushPayload, id: 'u1', teaser: null, medias: [mediaChoice], createdAt: '2025-06-01T10:00:00Z' },
    'mod',
    null,
  ],
  [
    'Push prices (spec 3 "Responses")',
    pushPricesStruct,
    { ranges: [{ value: 499 }, { value: 999 }] },
    'ranges',
    [{ value: -1 }],
  ],
  ['Discount durations', discountDurationsStruct, { durations: [{ value: 10800 }] }, 'durations', [10800]],
  ['Push calendar dates', pushCalendarDatesStruct, { dates: ['2025-06-20'] }, 'dates', ['2025-6-20']],
  ['Push calendar restrictions', pushCalendarRestrictionsStruct, { dates: [] }, 'dates', null],
  [
    'Collection list',
    collectionListStruct,
    {
      collections: [{ id: 'c1', name: 'Recent', preview: null, mediaCount: 3 }],
      pagination: { items_total: 1 },
    },
    'collections',
    [{ id: 'c1' }],
  ],
  [
    'Collection page (spec 3)',
    collectionPageStruct,
    {
      collection: { id: 'c1', name: 'Recent' },
      medias: [mediaItem],
      pagination: { offset: 20, items_total: 45 },
    },
    'pagination',
    { offset: 20 },
  ],
  [
    'Playlist',
    playlistStruct,
    { id: 'pl1', name: 'Summer', preview: null, mediaCount: 2, createdAt: '2025-06-01T10:00:00Z' },
    'mediaCount',
    -1,
  ],
  ['Playlist create', playlistCreatePayloadStruct, { name: 'Summer', mediaIds: ['m1'] }, 'mediaIds', 'm1'],
  [
    'Consultation',
    consultationStruct,
    {
      id: 'k1',
      title: 'Reading',
      description: '',
      duration: 1800,
      price: { value: 4000, currency: 'EUR' },
      createdAt: '2025-06-01T10:00:00Z',
    },
    'duration',
    0,
  ],
  [
    'Consultation create',
    consultationCreatePayloadStruct,
    { title: 'Reading', description: '', duration: 1800, price: { value: 4000, currency: 'EUR' } },
    'price',
    { value: 40, currency: 'euro' },
  ],
  [
    'Availability',
    availabilityStruct,
    { timeZone: 'Europe/Paris', slots: [{ weekday: 1, start: '09:00', end: '12:30' }] },
    'slots',
    [{ weekday: 7, start: '09:00', end: '10:00' }],
  ],
  [
    'Availability slot order',
    availabilityStruct,
    { timeZone: 'Europe/Paris', slots: [] },
    'slots',
    [{ weekday: 1, start: '12:00', end: '09:00' }],
  ],
  ['Device (spec 3)', deviceStruct, { id: 'd1', name: 'Phone' }, 'name', null],
  [
    'Select option (spec 3)',
    selectOptionStruct,
    { value: 'fr', label: 'Français', prefix: '🇫🇷' },
    'prefix',
    1,
  ],
  ['Tag item (spec 3)', tagItemStruct, { label: 'Summer', value: 'summer' }, 'value', 2],
  [
    'Requirement item (spec 3)',
    requirementItemStruct,
    { label: 'password_requirement_letter', met: true },
    'met',
    'true',
  ],
  [
    'Sign-up client metadata (spec 3)',
    signUpClientMetadataStruct,
    {
      acceptPrivacyPolicy: true,
      acceptTermsOfService: true,
      acceptTermsOfUse: true,
      sponsorId: '42',
      sponsorType: 'creator',
    },
    'sponsorType',
    'fan',
  ],
  ['Data envelope (spec 3)', dataEnvelope(creatorStruct), { data: creator }, 'data', null],
  [
    'Error envelope',
    errorEnvelopeStruct,
    {
      error: {
        code: 'validation',
        message: 'Invalid',
        fields: { caption: ['push_caption_input_limit_error'] },
      },
    },
    'error',
    { code: 'x', message: 'y', fields: { caption: 'bad' } },
  ],
];

describe('contract structs: a valid sample passes, a wrong-typed field fails', () => {
  it.each(cases)('%s', (_name, struct, valid, field, wrong) => {
    expect(struct.is(valid)).toBe(true);
    expect(struct.is({ ...valid, [field]: wrong })).toBe(false);
  });

  it.each<[string, { is(value: unknown): boolean }, object]>([
    ['Creator', creatorStruct, creator],
    ['Push create payload', pushCreatePayloadStruct, pushPayload],
  ])('%s refuses unknown fields: request and response shapes are exact', (_name, struct, valid) => {
    expect(struct.is({ ...valid, extra: true })).toBe(false);
  });

  it.each([
    ['2025-06-15T10:00:00Z', true],
    ['2025-06-15T10:00:00.123Z', true],
    ['2025-06-15T10:00:00+02:00', false],
    ['2025-06-15', false],
    ['2025-13-15T10:00:00Z', false],
  ])('wire instant %s is ISO-8601 UTC: %s (DESIGN "Wire format")', (value, valid) => {
    expect(is({ ...postPayload, scheduledAt: value }, postCreatePayloadStruct)).toBe(valid);
  });

  it('the last collection page may leave out the offset (spec 4)', () => {
    const page = { collection: { id: 'c1', name: 'Recent' }, medias: [], pagination: { items_total: 0 } };
    expect(is(page, collectionPageStruct)).toBe(true);
  });
});
