import { describe, expect, it } from 'vitest';
import { entitySamples } from '../contract/structs.samples';
import { json, thrown } from '../testing/fake-api';
import { createCreatorResource } from './creators';
import { createReferralResource } from './referral';
import { requestOnFakeApi } from './testing/request-on-fake-api';

describe('creator resource (spec 7 /creators/me, spec 8 catalogue)', () => {
  it('me() unwraps { data } into the creator', async () => {
    const api = requestOnFakeApi(() => json(200, { data: entitySamples.creator }));
    expect(await createCreatorResource(api.request).me()).toEqual(entitySamples.creator);
    expect(api.calls[0]?.url.pathname).toBe('/creators/me');
  });

  it("a failed me() throws 'Error during getting creator' with the status (spec 8)", async () => {
    const api = requestOnFakeApi(() => json(401, { error: { code: 'token_missing', message: 'no' } }));
    const error = await thrown(() => createCreatorResource(api.request).me());
    expect(error).toMatchObject({
      message: 'Error during getting creator',
      status: 401,
      code: 'token_missing',
    });
  });

  it('an answer that is not a creator is a failed call, not bad data (code invalid_response)', async () => {
    const api = requestOnFakeApi(() => json(200, { data: { id: 'c1' } }));
    const error = await thrown(() => createCreatorResource(api.request).me());
    expect(error).toMatchObject({ message: 'Error during getting creator', code: 'invalid_response' });
  });

  it('update() sends PATCH /creators/me with only the given fields', async () => {
    const api = requestOnFakeApi(() => json(200, { data: entitySamples.creator }));
    await createCreatorResource(api.request).update({ termsOfUseAccepted: true });
    expect(api.calls[0]).toMatchObject({ method: 'PATCH', body: { termsOfUseAccepted: true } });
  });

  it("a failed profile picture read throws 'Error during getting creator profile picture' (spec 8)", async () => {
    const api = requestOnFakeApi(() => json(500, { error: { code: 'internal_error', message: 'x' } }));
    const error = await thrown(() => createCreatorResource(api.request).profilePicture());
    expect(error.message).toBe('Error during getting creator profile picture');
  });

  it('setProfilePicture() PUTs { mediaId } and answers the new URL', async () => {
    const api = requestOnFakeApi(() => json(200, { data: { url: 'https://cdn.test/me.jpg' } }));
    const picture = await createCreatorResource(api.request).setProfilePicture('m1');
    expect(api.calls[0]).toMatchObject({ method: 'PUT', body: { mediaId: 'm1' } });
    expect(picture).toEqual({ url: 'https://cdn.test/me.jpg' });
  });

  it('setProfilePicture(null) PUTs { mediaId: null } to remove the picture', async () => {
    const api = requestOnFakeApi(() => json(200, { data: { url: null } }));
    expect(await createCreatorResource(api.request).setProfilePicture(null)).toEqual({ url: null });
    expect(api.calls[0]?.body).toEqual({ mediaId: null });
  });
});

describe('referral resource (spec 5 "Referral post requires id and user type", spec 8)', () => {
  const never = () => {
    throw new Error('no request may be sent');
  };

  it("without an id throws 'ID is required' before any request", async () => {
    const api = requestOnFakeApi(never);
    const referral = createReferralResource(api.request);
    await expect(referral.post({ id: undefined as unknown as number, userType: 'creator' })).rejects.toThrow(
      'ID is required',
    );
    expect(api.calls).toHaveLength(0);
  });

  it("without a user type throws 'User type is required' before any request", async () => {
    const api = requestOnFakeApi(never);
    const referral = createReferralResource(api.request);
    await expect(referral.post({ id: 42, userType: '' as 'creator' })).rejects.toThrow(
      'User type is required',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('posts exactly { id, userType } to /creators/referral (spec 7)', async () => {
    const api = requestOnFakeApi(() => json(201, { data: { id: 42, userType: 'ambassador' } }));
    await createReferralResource(api.request).post({ id: 42, userType: 'ambassador' });
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { id: 42, userType: 'ambassador' } });
    expect(api.calls[0]?.url.pathname).toBe('/creators/referral');
  });

  it("a failed referral throws 'Error during posting creator referral' (spec 8)", async () => {
    const api = requestOnFakeApi(() => json(400, { error: { code: 'validation_failed', message: 'x' } }));
    const error = await thrown(() =>
      createReferralResource(api.request).post({ id: 1, userType: 'creator' }),
    );
    expect(error).toMatchObject({ message: 'Error during posting creator referral', status: 400 });
  });
});
