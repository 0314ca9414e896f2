import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedia, call, countRows, creatorIdOf } from '../testing/fixtures';
import { pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let image: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  image = (await addMedia(ctx.db, await creatorIdOf(ctx.app, ada))).id;
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

/** Posts a push that must be refused, and proves nothing was stored. */
async function refused(overrides: Record<string, unknown>, mediaId = image) {
  const before = await countRows(ctx.db, 'pushes');
  const response = await call(ctx.app, 'POST', '/pushes', ada, pushPayload(mediaId, overrides));
  expect(response.statusCode).toBe(400);
  expect(response.json().error.code).toBe('validation_failed');
  expect(await countRows(ctx.db, 'pushes')).toBe(before);
  return response.json().error.fields;
}

describe('push rules on the API (spec 5 "Push form")', () => {
  it('caption over 1500 chars -> push_caption_input_limit_error (spec 5)', async () => {
    expect(await refused({ caption: 'x'.repeat(1501) })).toEqual({
      caption: ['push_caption_input_limit_error'],
    });
  });

  it('caption of exactly 1500 chars is accepted (spec 9)', async () => {
    const response = await call(
      ctx.app,
      'POST',
      '/pushes',
      ada,
      pushPayload(image, { caption: 'x'.repeat(1500) }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('empty caption, targets and medias -> mandatory_field_is_empty_error (spec 5)', async () => {
    const fields = await refused({ caption: ' ', targets: [], medias: [] });
    expect(fields).toEqual({
      caption: ['mandatory_field_is_empty_error'],
      targets: ['mandatory_field_is_empty_error'],
      medias: ['mandatory_field_is_empty_error'],
    });
  });

  it('discount higher than the price -> creators_push_promotion_amount_error (spec 5)', async () => {
    const discount = { price: { value: 1500, currency: 'EUR' }, duration: 10800 };
    expect(await refused({ discount })).toEqual({
      'discount.price': ['creators_push_promotion_amount_error'],
    });
  });

  it('discount of 0 -> creators_push_promotion_amount_errorprice_missing (spec 5)', async () => {
    const discount = { price: { value: 0, currency: 'EUR' }, duration: 10800 };
    expect(await refused({ discount })).toEqual({
      'discount.price': ['creators_push_promotion_amount_errorprice_missing'],
    });
  });

  it('discount duration 10799 -> push_configuration_discount_required_error (spec 5)', async () => {
    const discount = { price: { value: 500, currency: 'EUR' }, duration: 10799 };
    expect(await refused({ discount })).toEqual({
      'discount.duration': ['push_configuration_discount_required_error'],
    });
  });

  it('custom price 4.99 (499 minor units, not a preset) -> creators_push_price_error (spec 5)', async () => {
    const fields = await refused({ price: { value: 499, currency: 'EUR' }, discount: null });
    // The wire has one price; the field is the wire's (the form shows it under its custom price).
    expect(fields).toEqual({ price: ['creators_push_price_error'] });
  });

  it('custom price 1000.01 -> creators_push_price_error; 1000 and 5 are accepted (spec 5, 9)', async () => {
    expect(await refused({ price: { value: 100001, currency: 'EUR' }, discount: null })).toEqual({
      price: ['creators_push_price_error'],
    });
    for (const value of [100000, 500, 777]) {
      const payload = pushPayload(image, { price: { value, currency: 'EUR' }, discount: null });
      expect((await call(ctx.app, 'POST', '/pushes', ada, payload)).statusCode).toBe(201);
    }
  });

  it('a wrongly typed value -> mandatory_field_is_empty_error under its path (spec 5 Generic)', async () => {
    const fields = await refused({ price: { value: '10', currency: 'EUR' }, mod: 'yes' });
    expect(fields).toEqual({
      'price.value': ['mandatory_field_is_empty_error'],
      mod: ['mandatory_field_is_empty_error'],
    });
  });

  it('a scheduled date before today -> content_upload_error_date (spec 5)', async () => {
    expect(await refused({ scheduledAt: '2026-06-01T10:00:00.000Z' })).toEqual({
      scheduledAt: ['content_upload_error_date'],
    });
  });

  it('a video over 10800 s in the medias -> push_video_duration_error (spec 5)', async () => {
    const creatorId = await creatorIdOf(ctx.app, ada);
    const video = await addMedia(ctx.db, creatorId, {
      mime_type: 'video/mp4',
      file_name: 'long.mp4',
      duration_seconds: 10801,
    });
    expect(await refused({}, video.id)).toEqual({ medias: ['push_video_duration_error'] });
  });

  it('a HEIC teaser (post format, not push format) -> push_invalid_image_format_error (spec 5)', async () => {
    const creatorId = await creatorIdOf(ctx.app, ada);
    const heic = await addMedia(ctx.db, creatorId, { mime_type: 'image/heic', file_name: 'a.heic' });
    expect(await refused({ teaser: { id: heic.id } })).toEqual({
      teaser: ['push_invalid_image_format_error'],
    });
  });

  it('PATCH with an invalid field answers the same keys and changes nothing (spec 5)', async () => {
    const { id } = (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(image))).json().data;
    const response = await call(ctx.app, 'PATCH', `/pushes/${id}`, ada, { caption: 'y'.repeat(1501) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ caption: ['push_caption_input_limit_error'] });
    expect((await call(ctx.app, 'GET', `/pushes/${id}`, ada)).json().data.caption).toBe('New set');
  });
});

describe('what the composer only offers, the API enforces too', () => {
  it('a schedule on a restricted day -> content_upload_error_date (spec 2 "Calendar date picker")', async () => {
    await ctx.db.insertInto('push_restricted_days').values({ day: '2026-06-23' }).execute();
    expect(await refused({ scheduledAt: '2026-06-23T12:00:00.000Z' })).toEqual({
      scheduledAt: ['content_upload_error_date'],
    });
  });

  it('a discount duration outside GET /pushes/discount-durations -> push_configuration_discount_required_error', async () => {
    const discount = { price: { value: 100, currency: 'EUR' }, duration: 10801 };
    expect(await refused({ discount })).toEqual({
      'discount.duration': ['push_configuration_discount_required_error'],
    });
  });

  it("'today' is the creator's day: in Asia/Kolkata at 16:00, 15:50 the same day is in the past", async () => {
    const patched = await call(ctx.app, 'PATCH', '/creators/me', ada, { timeZone: 'Asia/Kolkata' });
    expect(patched.json().data.timeZone).toBe('Asia/Kolkata');
    ctx.clock.set(new Date('2026-06-15T10:30:00.000Z'));
    try {
      // 10:20 UTC is 15:50 in Kolkata: an hour before the creator's 16:00, though the server's UTC hour (10) matches.
      expect(await refused({ scheduledAt: '2026-06-15T10:20:00.000Z' })).toEqual({
        scheduledAt: ['content_upload_error_date'],
      });
      const later = await call(
        ctx.app,
        'POST',
        '/pushes',
        ada,
        pushPayload(image, { scheduledAt: '2026-06-15T11:40:00.000Z' }),
      );
      expect(later.statusCode).toBe(201);
    } finally {
      await call(ctx.app, 'PATCH', '/creators/me', ada, { timeZone: 'Europe/Paris' });
    }
  });

  it('an unknown time zone is refused on PATCH /creators/me', async () => {
    const response = await call(ctx.app, 'PATCH', '/creators/me', ada, { timeZone: 'Mars/Olympus' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ timeZone: ['mandatory_field_is_empty_error'] });
  });
});
