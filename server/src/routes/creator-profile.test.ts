import { creatorStruct } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../app';
import { addMedia, call, creatorIdOf, oversizedBody } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let grace: string;
let adaId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
  adaId = await creatorIdOf(ctx.app, ada);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('PATCH /creators/me (spec 2: profile edition, terms acceptance)', () => {
  it('accepts the terms and edits the display fields, leaving the others', async () => {
    const response = await call(ctx.app, 'PATCH', '/creators/me', ada, {
      displayName: 'Ada L.',
      privacyPolicyAccepted: true,
      termsOfServiceAccepted: true,
      termsOfUseAccepted: true,
    });
    expect(response.statusCode).toBe(200);
    expect(creatorStruct.is(response.json().data)).toBe(true);
    expect(response.json().data).toMatchObject({
      displayName: 'Ada L.',
      email: 'ada@example.com',
      termsOfUseAccepted: true,
    });
  });

  it('refuses identity-owned fields and wrong types with mandatory_field_is_empty_error (spec 5 Generic)', async () => {
    const response = await call(ctx.app, 'PATCH', '/creators/me', ada, { email: 'x@y.z', bio: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: ['mandatory_field_is_empty_error'],
      bio: ['mandatory_field_is_empty_error'],
    });
    expect((await call(ctx.app, 'GET', '/creators/me', ada)).json().data.email).toBe('ada@example.com');
  });

  it('answers 401 without a token and 413 for an oversized body', async () => {
    expect((await call(ctx.app, 'PATCH', '/creators/me', undefined, {})).statusCode).toBe(401);
    const big = await ctx.app.inject({
      method: 'PATCH',
      url: '/creators/me',
      headers: { authorization: ada, 'content-type': 'application/json' },
      payload: oversizedBody(JSON_BODY_LIMIT_BYTES),
    });
    expect(big.statusCode).toBe(413);
  });
});

describe('profile picture (spec 7 GET /creators/me/profile-picture)', () => {
  it('is null at first, a signed media URL once set, null again once removed', async () => {
    expect((await call(ctx.app, 'GET', '/creators/me/profile-picture', ada)).json().data).toEqual({
      url: null,
    });
    const image = await addMedia(ctx.db, adaId);
    const set = await call(ctx.app, 'PUT', '/creators/me/profile-picture', ada, { mediaId: image.id });
    expect(set.json().data.url).toMatch(new RegExp(`/media/${image.id}/file\\?expires=\\d+&signature=`));
    expect((await call(ctx.app, 'GET', '/creators/me', ada)).json().data.avatarUrl).toBe(set.json().data.url);
    const removed = await call(ctx.app, 'PUT', '/creators/me/profile-picture', ada, { mediaId: null });
    expect(removed.json().data).toEqual({ url: null });
  });

  it("refuses a video, another creator's image, and leaves the picture unchanged", async () => {
    const video = await addMedia(ctx.db, adaId, {
      mime_type: 'video/mp4',
      file_name: 'v.mp4',
      duration_seconds: 3,
    });
    const response = await call(ctx.app, 'PUT', '/creators/me/profile-picture', ada, { mediaId: video.id });
    expect(response.json().error.fields).toEqual({ mediaId: ['post_invalid_image_format_error'] });
    const theirs = await addMedia(ctx.db, await creatorIdOf(ctx.app, grace));
    const other = await call(ctx.app, 'PUT', '/creators/me/profile-picture', ada, { mediaId: theirs.id });
    expect(other.json().error.fields).toEqual({ mediaId: ['mandatory_field_is_empty_error'] });
    expect((await call(ctx.app, 'GET', '/creators/me/profile-picture', ada)).json().data).toEqual({
      url: null,
    });
  });

  it('the profile picture is in use: its media and its collection cannot be deleted, and its usage counts it', async () => {
    const collection = (
      await call(ctx.app, 'POST', '/creators/collections', ada, { name: 'Portraits' })
    ).json().data;
    const image = await addMedia(ctx.db, adaId, { collection_id: collection.id });
    await call(ctx.app, 'PUT', '/creators/me/profile-picture', ada, { mediaId: image.id });
    const media = await call(ctx.app, 'DELETE', `/medias/${image.id}`, ada);
    expect(media.statusCode).toBe(409);
    expect(media.json().error.code).toBe('media_in_use');
    const whole = await call(ctx.app, 'DELETE', `/creators/collections/${collection.id}`, ada);
    expect(whole.statusCode).toBe(409);
    expect(whole.json().error.code).toBe('media_in_use');
    const listed = (await call(ctx.app, 'GET', `/creators/collections/${collection.id}`, ada)).json().data;
    expect(listed.medias.find((one: { id: string }) => one.id === image.id)?.usedIn).toBe(1);
    expect((await call(ctx.app, 'GET', '/creators/me/profile-picture', ada)).json().data.url).not.toBeNull();
    await call(ctx.app, 'PUT', '/creators/me/profile-picture', ada, { mediaId: null });
  });

  it('answers 401 with a forged token', async () => {
    const forged = `Bearer ${await ctx.forge.sign({ sub: 'sub-ada' }, { key: 'stranger' })}`;
    expect((await call(ctx.app, 'GET', '/creators/me/profile-picture', forged)).statusCode).toBe(401);
  });
});

describe('POST /creators/referral (spec 3 "Referral", 7)', () => {
  const sponsorOf = async () =>
    ctx.db
      .selectFrom('creators')
      .select(['sponsor_id', 'sponsor_type'])
      .where('id', '=', adaId)
      .executeTakeFirstOrThrow();

  it('stores the sponsor once; the same sponsor again is fine, another one is 409', async () => {
    const first = await call(ctx.app, 'POST', '/creators/referral', ada, { id: 42, userType: 'ambassador' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ id: 42, userType: 'ambassador' });
    expect(
      (await call(ctx.app, 'POST', '/creators/referral', ada, { id: 42, userType: 'ambassador' })).statusCode,
    ).toBe(200);
    const other = await call(ctx.app, 'POST', '/creators/referral', ada, { id: 7, userType: 'creator' });
    expect(other.statusCode).toBe(409);
    expect(await sponsorOf()).toEqual({ sponsor_id: 42, sponsor_type: 'ambassador' });
  });

  it('refuses a missing id or an unknown user type with mandatory_field_is_empty_error (spec 5 Calls)', async () => {
    const response = await call(ctx.app, 'POST', '/creators/referral', grace, { userType: 'fan' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      id: ['mandatory_field_is_empty_error'],
      userType: ['mandatory_field_is_empty_error'],
    });
  });

  it('answers 401 without a token', async () => {
    expect(
      (await call(ctx.app, 'POST', '/creators/referral', undefined, { id: 1, userType: 'creator' }))
        .statusCode,
    ).toBe(401);
  });
});
