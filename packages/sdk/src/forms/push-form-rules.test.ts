import { describe, expect, it } from 'vitest';
import { type PushForm, pushFormDefaults } from './push-form';
import { validatePushForm } from './push-form-rules';

const now = new Date(2025, 5, 15, 14, 30);
type Overrides = Partial<Record<keyof PushForm, unknown>>;
const validForm = (overrides: Overrides = {}) => ({
  ...pushFormDefaults(),
  targets: ['subscribers'],
  medias: [{ id: 'media-1' }],
  caption: 'New set',
  price: { value: 9.99, currency: 'EUR' },
  ...overrides,
});
const withDiscount = (price: unknown, duration: unknown, overrides: Overrides = {}) =>
  validForm({
    hasDiscount: true,
    discount: { price: { value: price, currency: 'EUR' }, duration },
    ...overrides,
  });

describe('validatePushForm (spec 5 "Push form")', () => {
  it('a complete form gives no errors', () => {
    expect(validatePushForm(validForm(), now)).toEqual({});
  });

  it.each([[[]], [undefined], ['subscribers'], [['']]])(
    'targets %j -> mandatory_field_is_empty_error: at least one (spec 5)',
    (targets) => {
      expect(validatePushForm(validForm({ targets }), now)).toEqual({
        targets: ['mandatory_field_is_empty_error'],
      });
    },
  );

  it.each([[[]], [undefined], [[{}]], [[{ id: '' }]], [['media-1']]])(
    'medias %j -> mandatory_field_is_empty_error: at least one with an id (spec 5)',
    (medias) => {
      expect(validatePushForm(validForm({ medias }), now)).toEqual({
        medias: ['mandatory_field_is_empty_error'],
      });
    },
  );

  it.each(['', '   ', undefined, 3])(
    'push caption %j -> mandatory_field_is_empty_error (spec 5)',
    (caption) => {
      expect(validatePushForm(validForm({ caption }), now)).toEqual({
        caption: ['mandatory_field_is_empty_error'],
      });
    },
  );

  it.each([
    [1500, {}],
    [1501, { caption: ['push_caption_input_limit_error'] }],
  ])(
    'push caption of %d chars -> %j (spec 5: push_caption_input_limit_error over 1500)',
    (length, errors) => {
      expect(validatePushForm(validForm({ caption: 'x'.repeat(length) }), now)).toEqual(errors);
    },
  );

  it.each([
    [0, {}],
    [1000, {}],
    [1000.01, { price: ['creators_push_price_error'] }],
    [-1, { price: ['creators_push_price_error'] }],
    [null, { price: ['mandatory_field_is_empty_error'] }],
    ['9.99', { price: ['mandatory_field_is_empty_error'] }],
  ])('preset price %j -> %j (spec 5: preset price value 0 to 1000)', (value, errors) => {
    expect(validatePushForm(validForm({ price: { value, currency: 'EUR' } }), now)).toEqual(errors);
  });

  it.each([
    [4.99, { customPrice: ['creators_push_price_error'] }],
    [5, {}],
    [1000, {}],
    [1000.01, { customPrice: ['creators_push_price_error'] }],
    [0, { customPrice: ['creators_push_price_error'] }],
    ['12', { customPrice: ['creators_push_price_error'] }],
    [null, {}],
    [Number.NaN, {}],
  ])('custom price %j -> %j (spec 5: creators_push_price_error outside 5 to 1000)', (value, errors) => {
    const form = validForm({
      price: { value: null, currency: 'EUR' },
      customPrice: { value, currency: 'EUR' },
    });
    const expected =
      value === null || Number.isNaN(value) ? { price: ['mandatory_field_is_empty_error'] } : errors;
    expect(validatePushForm(form, now)).toEqual(expected);
  });

  it.each([
    [9.99, {}, 'equal to the price'],
    [10, { 'discount.price': ['creators_push_promotion_amount_error'] }, 'above the price'],
    [0.01, {}, 'one cent'],
    [0, { 'discount.price': ['creators_push_promotion_amount_errorprice_missing'] }, 'zero'],
    [-1, { 'discount.price': ['creators_push_promotion_amount_errorprice_missing'] }, 'negative'],
    [null, { 'discount.price': ['creators_push_promotion_amount_errorprice_missing'] }, 'missing'],
  ])('discount %j -> %j: %s (spec 5: creators_push_promotion_amount_error*)', (price, errors, _why) => {
    expect(validatePushForm(withDiscount(price, 10800), now)).toEqual(errors);
  });

  it('discount above a custom price compares with the custom price (spec 5)', () => {
    const custom = { price: { value: null, currency: 'EUR' }, customPrice: { value: 20, currency: 'EUR' } };
    expect(validatePushForm(withDiscount(19.99, 10800, custom), now)).toEqual({});
    expect(validatePushForm(withDiscount(20.01, 10800, custom), now)).toEqual({
      'discount.price': ['creators_push_promotion_amount_error'],
    });
  });

  it('discount equal to the price survives float noise: 0.1 + 0.2 vs 0.3 (spec 5)', () => {
    const form = withDiscount(0.1 + 0.2, 10800, { price: { value: 0.3, currency: 'EUR' } });
    expect(validatePushForm(form, now)).toEqual({});
  });

  it.each([
    [10799, { 'discount.duration': ['push_configuration_discount_required_error'] }],
    [10800, {}],
    [null, { 'discount.duration': ['push_configuration_discount_required_error'] }],
  ])(
    'discount duration %j s -> %j (spec 5: push_configuration_discount_required_error under 10800)',
    (duration, errors) => {
      expect(validatePushForm(withDiscount(5, duration), now)).toEqual(errors);
    },
  );

  it('the discount is not checked when switched off (spec 5)', () => {
    const form = validForm({
      hasDiscount: false,
      discount: { price: { value: 50, currency: 'EUR' }, duration: 1 },
    });
    expect(validatePushForm(form, now)).toEqual({});
  });

  it('scheduledAt today at a past hour -> content_upload_error_date (spec 5)', () => {
    const form = validForm({ isScheduled: true, scheduledAt: new Date(2025, 5, 15, 9, 0) });
    expect(validatePushForm(form, now)).toEqual({ scheduledAt: ['content_upload_error_date'] });
  });

  it('a scheduled push without a date -> mandatory_field_is_empty_error (spec 5 "Generic")', () => {
    expect(validatePushForm(validForm({ isScheduled: true, scheduledAt: null }), now)).toEqual({
      scheduledAt: ['mandatory_field_is_empty_error'],
    });
  });

  it('a local teaser file runs the push file rules (spec 5)', () => {
    const teaser = { type: 'video/mp4', name: 't.mp4', size: 10, duration: 10801 };
    expect(validatePushForm(validForm({ teaser }), now)).toEqual({ teaser: ['push_video_duration_error'] });
  });

  it.each([
    ['hasDiscount', 'no'],
    ['mod', 0],
    ['thirdPartyConsent', 'false'],
    ['playlists', [null]],
  ] as const)('wrongly typed %s %j -> mandatory_field_is_empty_error (spec 5 "Generic")', (field, value) => {
    expect(validatePushForm(validForm({ [field]: value }), now)).toEqual({
      [field]: ['mandatory_field_is_empty_error'],
    });
  });

  it('the blank form shows every required field at once (spec 5 "Generic")', () => {
    expect(validatePushForm(pushFormDefaults(), now)).toEqual({
      targets: ['mandatory_field_is_empty_error'],
      medias: ['mandatory_field_is_empty_error'],
      caption: ['mandatory_field_is_empty_error'],
      price: ['mandatory_field_is_empty_error'],
    });
  });
});
