import type { CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, signInDemoCreator, signInOtherCreator } from './support/clients';
import { signUpFan } from './support/fans';
import { contractStack } from './support/stack';

let demo: CreatorClient;
let other: CreatorClient;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
});

describe('GET /creators/me (spec 3 "Creator", spec 7)', () => {
  it('answers the signed-in demo creator with every creator field of spec 3', async () => {
    const me = await demo.creator.me();
    expect(me.email).toBe(contractStack().demoCreator.email);
    expect(me).toMatchObject({
      category: expect.any(String),
      certificationStatus: expect.any(String),
      privacyPolicyAccepted: expect.any(Boolean),
      termsOfServiceAccepted: expect.any(Boolean),
      termsOfUseAccepted: expect.any(Boolean),
    });
  });

  it('answers each creator their own record (spec 6: a creator sees only themself)', async () => {
    const [mine, theirs] = await Promise.all([demo.creator.me(), other.creator.me()]);
    expect(theirs.email).toBe(contractStack().otherCreator.email);
    expect(theirs.id).not.toBe(mine.id);
  });
});

describe('PATCH /creators/me (profile edition, terms acceptance of spec 2)', () => {
  it('changes only the fields sent and answers the updated creator', async () => {
    const before = await demo.creator.me();
    const updated = await demo.creator.update({ bio: 'Contract bio' });
    expect(updated.bio).toBe('Contract bio');
    expect(updated.displayName).toBe(before.displayName);
    expect((await demo.creator.me()).bio).toBe('Contract bio');
  });

  it('records accepted terms (spec 2: a creator missing a flag is sent to the terms screen)', async () => {
    const updated = await other.creator.update({
      privacyPolicyAccepted: true,
      termsOfServiceAccepted: true,
      termsOfUseAccepted: true,
    });
    expect(updated).toMatchObject({
      privacyPolicyAccepted: true,
      termsOfServiceAccepted: true,
      termsOfUseAccepted: true,
    });
  });

  it('a wrongly typed field -> 400 mandatory_field_is_empty_error, creator unchanged (spec 5 "Generic")', async () => {
    const before = await demo.creator.me();
    const error = await refusal(() => demo.creator.update({ bio: 42 as unknown as string }));
    expect(error).toMatchObject({ status: 400, message: 'Error while updating creator' });
    expect(error.fields?.bio).toContain('mandatory_field_is_empty_error');
    expect(await demo.creator.me()).toEqual(before);
  });
});

describe('GET /creators/me/profile-picture (spec 7)', () => {
  it('answers a url, null while the creator has no picture', async () => {
    const picture = await other.creator.profilePicture();
    expect(picture).toHaveProperty('url');
  });
});

describe('the monthly subscription price (/creators/me/subscription-price, minor units)', () => {
  it('the creator sets it, reads it back, and a fan sees that price; out of 5..1000 -> creators_push_price_error', async () => {
    const { price: before } = await other.creator.subscriptionPrice();
    try {
      expect(await other.creator.setSubscriptionPrice({ value: 999, currency: 'EUR' })).toEqual({
        price: { value: 999, currency: 'EUR' },
      });
      expect(await other.creator.subscriptionPrice()).toEqual({ price: { value: 999, currency: 'EUR' } });
      const { fan } = await signUpFan(`Sub ${Date.now()}`);
      const otherId = (await other.creator.me()).id;
      expect((await fan.creator(otherId)).subscriptionPrice).toEqual({ value: 999, currency: 'EUR' });
      const error = await refusal(() =>
        other.creator.setSubscriptionPrice({ value: 100_001, currency: 'EUR' }),
      );
      expect(error.message).toBe('Error while updating subscription price');
      expect(error.fields).toEqual({ price: ['creators_push_price_error'] });
      expect((await other.creator.subscriptionPrice()).price?.value).toBe(999);
      expect(await other.creator.setSubscriptionPrice(null)).toEqual({ price: null });
    } finally {
      await other.creator.setSubscriptionPrice(before);
    }
  });
});
