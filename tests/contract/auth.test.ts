import type { CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousClient, clientWithToken, forgedAccessToken, refusal } from './support/clients';
import { pixelPng, UNKNOWN_ID } from './support/media';
import { contractStack } from './support/stack';

/**
 * Every call of the API, as the SDK makes it. Arguments are valid in shape, so that nothing but the missing or
 * forged token can explain a refusal. This file never signs anyone in through the SDK, so the anonymous client
 * really has no session to fall back on.
 */
const EVERY_CALL: [string, (client: CreatorClient) => Promise<unknown>][] = [
  ['GET /creators/me', (c) => c.creator.me()],
  ['PATCH /creators/me', (c) => c.creator.update({ bio: 'x' })],
  ['GET /creators/me/profile-picture', (c) => c.creator.profilePicture()],
  ['PUT /creators/me/profile-picture', (c) => c.creator.setProfilePicture(null)],
  ['POST /creators/referral', (c) => c.referral.post({ id: 1, userType: 'creator' })],
  ['GET /creators/collections', (c) => c.collections.list()],
  ['GET /creators/collections/{id}', (c) => c.collections.get(UNKNOWN_ID)],
  [
    'POST /pushes',
    (c) =>
      c.pushes.create({
        targets: ['subscribers'],
        teaser: null,
        medias: [{ id: UNKNOWN_ID }],
        caption: 'x',
        price: { value: 500, currency: 'EUR' },
        discount: null,
        scheduledAt: null,
        mod: false,
        playlists: [],
        thirdPartyConsent: false,
      }),
  ],
  ['GET /pushes', (c) => c.pushes.list()],
  ['GET /pushes/{id}', (c) => c.pushes.get(UNKNOWN_ID)],
  ['PATCH /pushes/{id}', (c) => c.pushes.update(UNKNOWN_ID, { caption: 'x' })],
  ['DELETE /pushes/{id}', (c) => c.pushes.delete(UNKNOWN_ID)],
  ['GET /pushes/calendar', (c) => c.pushes.calendar()],
  ['GET /pushes/calendar/restrictions', (c) => c.pushes.calendarRestrictions()],
  ['GET /pushes/prices', (c) => c.pushes.prices()],
  ['GET /pushes/discount-durations', (c) => c.pushes.discountDurations()],
  [
    'POST /posts',
    (c) =>
      c.posts.create({
        media: { id: UNKNOWN_ID },
        caption: 'x',
        isPrivate: true,
        scheduledAt: null,
        playlists: [],
        thirdPartyConsent: false,
      }),
  ],
  ['GET /posts', (c) => c.posts.list()],
  ['GET /posts/{id}', (c) => c.posts.get(UNKNOWN_ID)],
  ['PATCH /posts/{id}', (c) => c.posts.update(UNKNOWN_ID, { caption: 'x' })],
  ['DELETE /posts/{id}', (c) => c.posts.delete(UNKNOWN_ID)],
  ['GET /playlists', (c) => c.playlists.list()],
  ['POST /playlists', (c) => c.playlists.create({ name: 'x', mediaIds: [] })],
  ['GET /playlists/{id}', (c) => c.playlists.get(UNKNOWN_ID)],
  ['PATCH /playlists/{id}', (c) => c.playlists.update(UNKNOWN_ID, { name: 'x' })],
  ['DELETE /playlists/{id}', (c) => c.playlists.delete(UNKNOWN_ID)],
  ['GET /bookings/calendars/providers', (c) => c.bookings.providers()],
  ['DELETE /bookings/calendars/{id}', (c) => c.bookings.disconnectCalendar(UNKNOWN_ID)],
  [
    'GET /bookings/calendars/connect',
    (c) => c.bookings.calendarConnectUrl({ provider: 'google', redirectUri: 'http://localhost/cb' }),
  ],
  [
    'POST /bookings/calendars/connect',
    (c) => c.bookings.connectCalendar({ code: 'c', provider: 'google', redirectUri: 'http://localhost/cb' }),
  ],
  ['GET /bookings/dates', (c) => c.bookings.dates({ startDate: '2030-01-01', endDate: '2030-01-31' })],
  ['GET /bookings/search', (c) => c.bookings.search({ date: '2030-01-01' })],
  ['DELETE /bookings/{id}', (c) => c.bookings.delete(UNKNOWN_ID)],
  ['GET /bookings/consultations', (c) => c.bookings.consultations.list()],
  [
    'POST /bookings/consultations',
    (c) =>
      c.bookings.consultations.create({
        title: 'x',
        description: 'x',
        duration: 1800,
        price: { value: 5000, currency: 'EUR' },
      }),
  ],
  ['GET /bookings/consultations/{id}', (c) => c.bookings.consultations.get(UNKNOWN_ID)],
  ['PATCH /bookings/consultations/{id}', (c) => c.bookings.consultations.update(UNKNOWN_ID, { title: 'x' })],
  ['DELETE /bookings/consultations/{id}', (c) => c.bookings.consultations.delete(UNKNOWN_ID)],
  ['GET /bookings/availability', (c) => c.bookings.availability.get()],
  [
    'PUT /bookings/availability',
    (c) => c.bookings.availability.update({ timeZone: 'Europe/Paris', slots: [] }),
  ],
  [
    'POST /uploads (tus)',
    (c) => c.uploads.upload(pixelPng(), { name: 'p.png', type: 'image/png', retryDelays: [] }),
  ],
];

let forged: CreatorClient;

beforeAll(async () => {
  forged = clientWithToken(await forgedAccessToken(contractStack().identity.demoCreatorSub));
});

describe('every call without a token is refused with 401 (spec 6: authenticated creators only)', () => {
  it.each(EVERY_CALL)('%s', async (_route, call) => {
    const error = await refusal(() => call(anonymousClient()));
    expect(error.status).toBe(401);
  });
});

describe('every call with a forged token (right issuer and key id, foreign key) is refused with 401 (DESIGN "Identity")', () => {
  it.each(EVERY_CALL)('%s', async (_route, call) => {
    const error = await refusal(() => call(forged));
    expect(error.status).toBe(401);
  });
});
