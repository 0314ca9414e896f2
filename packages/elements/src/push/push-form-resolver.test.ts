import { pushFormDefaults } from '@mym/sdk';
import { MANDATORY_FIELD_ERROR, PUSH_DISCOUNT_DURATION_ERROR, PUSH_PRICE_ERROR } from '@mym/sdk/rules';
import { describe, expect, it } from 'vitest';
import { toFormErrors } from '../common/form-errors';
import { pushFormResolver } from './push-form-resolver';

describe('the push form shows every spec 5 criterion at once, under its field (spec 4)', () => {
  it('a blank form is refused with the mandatory key on targets, medias, caption and price', async () => {
    const resolve = pushFormResolver(() => ({ timeZone: 'Europe/Paris' }));
    const result = await resolve(pushFormDefaults(), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as Record<string, { message?: string }>;
    for (const field of ['targets', 'medias', 'caption', 'price']) {
      expect(errors[field]?.message).toBe(MANDATORY_FIELD_ERROR);
    }
  });

  it('discount errors nest as the form nests them, so discount.price and discount.duration each show', () => {
    const errors = toFormErrors({
      'discount.price': ['creators_push_promotion_amount_errorprice_missing'],
      'discount.duration': [PUSH_DISCOUNT_DURATION_ERROR],
      customPrice: [PUSH_PRICE_ERROR],
    }) as unknown as Record<string, Record<string, { message: string }>>;
    expect(errors.discount?.price?.message).toBe('creators_push_promotion_amount_errorprice_missing');
    expect(errors.discount?.duration?.message).toBe(PUSH_DISCOUNT_DURATION_ERROR);
    expect((errors.customPrice as unknown as { message: string }).message).toBe(PUSH_PRICE_ERROR);
  });
});
