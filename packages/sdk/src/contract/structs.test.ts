import { describe, expect, it } from 'vitest';
import { availabilityStruct } from './availability';
import { bookingDatesStruct, bookingSearchStruct, bookingStruct } from './booking';
import {
  calendarConnectPayloadStruct,
  calendarProviderStruct,
  calendarProvidersStruct,
} from './calendar-provider';
import { consultationCreatePayloadStruct, consultationStruct } from './consultation';
import { creatorStruct, creatorUpdateStruct, profilePictureStruct } from './creator';
import { deviceStruct } from './device';
import { dataEnvelope, errorEnvelopeStruct } from './envelope';
import { requirementItemStruct, selectOptionStruct, tagItemStruct } from './form-choices';
import { publicBookingPayloadStruct, slotsQueryStruct } from './public-booking';
import { referralStruct } from './referral';
import { signUpClientMetadataStruct } from './sign-up';
import { entitySamples, type StructCase } from './structs.samples';

const { creator, booking } = entitySamples;
const availability = {
  timeZone: 'Europe/Paris',
  slots: [],
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 120,
  bookingWindowDays: 60,
};
const price = { value: 4000, currency: 'EUR' };
const consultation = { title: 'Reading', description: '', duration: 1800, price };
const signUp = { acceptPrivacyPolicy: true, acceptTermsOfService: true, acceptTermsOfUse: true };
const fieldErrors = { caption: ['push_caption_input_limit_error'] };
const slot = (weekday: number, start: string, end: string) => ({ weekday, start, end });

// biome-ignore format: one case per line reads as a table
const cases: StructCase[] = [
  ['Creator (spec 3)', creatorStruct, creator, 'termsOfUseAccepted', 'yes'],
  ['Creator update (PATCH /creators/me)', creatorUpdateStruct, { displayName: 'Ada', bio: null }, 'bio', 3],
  ['Profile picture', profilePictureStruct, { url: null }, 'url', 1],
  ['Referral id (spec 3)', referralStruct, { id: 42, userType: 'ambassador' }, 'id', '42'],
  ['Referral userType (spec 3)', referralStruct, { id: 42, userType: 'creator' }, 'userType', 'fan'],
  ['Calendar provider (spec 3)', calendarProviderStruct, { provider: 'google', status: 'Synced' }, 'status', 'synced'],
  ['Calendar providers (spec 7)', calendarProvidersStruct, { providers: [] }, 'providers', {}],
  ['Calendar connect (spec 7)', calendarConnectPayloadStruct, { code: 'c', provider: 'g', redirect_uri: 'https://x' }, 'redirect_uri', null],
  ['Booking (spec 3)', bookingStruct, booking, 'startsAt', '2025-06-15 10:00'],
  ['Booking ends after it starts', bookingStruct, booking, 'endsAt', booking.startsAt],
  ['Booking dates (spec 7)', bookingDatesStruct, { dates: ['2025-06-15'] }, 'dates', ['2025-02-30']],
  ['Booking search (spec 7)', bookingSearchStruct, { bookings: [booking] }, 'bookings', [{}]],
  ['Consultation', consultationStruct, { ...consultation, active: true, id: 'k1', createdAt: '2025-06-01T10:00:00Z' }, 'duration', 0],
  ['Consultation lasts whole minutes', consultationCreatePayloadStruct, consultation, 'duration', 1801],
  ['Consultation lasts at most 8 hours', consultationCreatePayloadStruct, consultation, 'duration', 9 * 3600],
  ['Consultation create', consultationCreatePayloadStruct, consultation, 'price', { value: 40, currency: 'euro' }],
  ['Availability', availabilityStruct, { ...availability, slots: [slot(1, '09:00', '12:30')] }, 'slots', [slot(7, '09:00', '10:00')]],
  ['Availability slot order', availabilityStruct, availability, 'slots', [slot(1, '12:00', '09:00')]],
  ['Availability ends at midnight with 24:00', availabilityStruct, { ...availability, slots: [slot(5, '20:00', '24:00')] }, 'slots', [slot(5, '24:00', '24:30')]],
  ['Availability zone is an IANA name', availabilityStruct, availability, 'timeZone', 'Paris'],
  ['Availability override is a real day', availabilityStruct, { ...availability, overrides: [{ date: '2030-02-28', ranges: [] }] }, 'overrides', [{ date: '2030-02-30', ranges: [] }]],
  ['Availability buffers are bounded', availabilityStruct, availability, 'bufferAfterMinutes', 24 * 60 + 1],
  ['Slots query names a zone', slotsQueryStruct, { from: '2030-01-01T00:00:00Z', to: '2030-01-08T00:00:00Z', timeZone: 'Asia/Kathmandu' }, 'timeZone', 'Mars/Olympus'],
  ['Public booking needs an email', publicBookingPayloadStruct, { start: '2030-01-01T09:00:00Z', name: 'Grace', email: 'grace@example.com', timeZone: 'Asia/Tokyo' }, 'email', 'grace'],
  ['Device (spec 3)', deviceStruct, { id: 'd1', name: 'Phone' }, 'name', null],
  ['Select option (spec 3)', selectOptionStruct, { value: 'fr', label: 'Français', prefix: 'FR' }, 'prefix', 1],
  ['Tag item (spec 3)', tagItemStruct, { label: 'Summer', value: 'summer' }, 'value', 2],
  ['Requirement item (spec 3)', requirementItemStruct, { label: 'password_requirement_letter', met: true }, 'met', 'true'],
  ['Sign-up client metadata (spec 3)', signUpClientMetadataStruct, { ...signUp, sponsorId: '42', sponsorType: 'creator' }, 'sponsorType', 'fan'],
  ['Data envelope (spec 3)', dataEnvelope(creatorStruct), { data: creator }, 'data', null],
  ['Error envelope', errorEnvelopeStruct, { error: { code: 'validation', message: 'Invalid', fields: fieldErrors } }, 'error', { code: 'x', message: 'y', fields: { caption: 'bad' } }],
];

describe('contract structs: a valid sample passes, a wrong-typed field fails', () => {
  it.each(cases)('%s', (_name, struct, valid, field, wrong) => {
    expect(struct.is(valid)).toBe(true);
    expect(struct.is({ ...valid, [field]: wrong })).toBe(false);
  });

  it('the creator refuses unknown fields: response shapes are exact', () => {
    expect(creatorStruct.is({ ...creator, extra: true })).toBe(false);
  });
});
