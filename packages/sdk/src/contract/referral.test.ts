import { describe, expect, it } from 'vitest';
import { readReferral } from './referral';
import { encodeSignUpClientMetadata } from './sign-up';

describe('referral from the query (spec 3: query parameters creator or ambassador)', () => {
  it.each([
    ['?creator=42', { id: 42, userType: 'creator' }],
    ['?ambassador=7', { id: 7, userType: 'ambassador' }],
    ['?creator=abc', null],
    ['?creator=0', null],
    ['?creator=-3', null],
    ['?creator=1.5', null],
    ['?sponsor=42', null],
    ['', null],
  ])('%s -> %j (spec 3)', (search, referral) => {
    expect(readReferral(new URLSearchParams(search))).toEqual(referral);
  });
});

describe('sign-up client metadata (spec 3, 5: sign-up sends the terms and privacy acceptances)', () => {
  it('travels as strings, leaving out an absent sponsor (spec 3)', () => {
    expect(
      encodeSignUpClientMetadata({
        acceptPrivacyPolicy: true,
        acceptTermsOfService: true,
        acceptTermsOfUse: false,
      }),
    ).toEqual({ acceptPrivacyPolicy: 'true', acceptTermsOfService: 'true', acceptTermsOfUse: 'false' });
  });

  it('carries the sponsor id and type when referred (spec 3)', () => {
    const encoded = encodeSignUpClientMetadata({
      acceptPrivacyPolicy: true,
      acceptTermsOfService: true,
      acceptTermsOfUse: true,
      sponsorId: '42',
      sponsorType: 'ambassador',
    });
    expect(encoded).toMatchObject({ sponsorId: '42', sponsorType: 'ambassador' });
  });
});
