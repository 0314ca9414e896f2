import type { CreatorClient, ReferralUserType } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, signInOtherCreator } from './support/clients';

let other: CreatorClient;

beforeAll(async () => {
  other = await signInOtherCreator();
});

describe('POST /creators/referral (spec 3 "Referral", spec 7)', () => {
  it('records a creator referral', async () => {
    await expect(other.referral.post({ id: 42, userType: 'creator' })).resolves.toBeUndefined();
  });

  it('a user type other than creator or ambassador -> 400 userType: mandatory_field_is_empty_error (spec 5, 6)', async () => {
    const error = await refusal(() => other.referral.post({ id: 7, userType: 'fan' as ReferralUserType }));
    expect(error).toMatchObject({ status: 400, message: 'Error during posting creator referral' });
    expect(error.fields?.userType).toContain('mandatory_field_is_empty_error');
  });

  it('an id that is not a positive whole number -> 400 id: mandatory_field_is_empty_error (spec 3: id is a number)', async () => {
    const error = await refusal(() => other.referral.post({ id: 1.5, userType: 'ambassador' }));
    expect(error.status).toBe(400);
    expect(error.fields?.id).toContain('mandatory_field_is_empty_error');
  });
});
