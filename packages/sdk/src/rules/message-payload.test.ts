import { describe, expect, it } from 'vitest';
import { MANDATORY_FIELD_ERROR, PUSH_PRICE_ERROR } from './error-keys';
import {
  FAN_NOTE_LIMIT_ERROR,
  MESSAGE_TEXT_LIMIT_ERROR,
  TIP_AMOUNT_ERROR,
  validateFanNote,
  validateMessageMedia,
  validateMessageText,
  validateTipAmount,
} from './message-payload';

const media = { id: '0c9a8a7e-1111-4a4a-8b8b-000000000001' };
const teaser = { id: '0c9a8a7e-1111-4a4a-8b8b-000000000002' };
const own = { ownMediaIds: new Set([media.id, teaser.id]) };

describe('message rules (spec 5 style, messages)', () => {
  it('a message of 1,500 characters passes and one more gives message_text_input_limit_error', () => {
    expect(validateMessageText({ text: 'a'.repeat(1500) })).toEqual({});
    expect(validateMessageText({ text: 'a'.repeat(1501) })).toEqual({ text: [MESSAGE_TEXT_LIMIT_ERROR] });
  });

  it('a blank text message gives mandatory_field_is_empty_error (spec 5 "Generic")', () => {
    expect(validateMessageText({ text: '  ' })).toEqual({ text: [MANDATORY_FIELD_ERROR] });
  });

  it('counts characters, not UTF-16 units: 1,500 emoji pass', () => {
    expect(validateMessageText({ text: '😀'.repeat(1500) })).toEqual({});
  });

  it('paid medias follow the push price rules: 5..1000 pass, 4.99 and 1000.01 give creators_push_price_error (spec 5)', () => {
    const at = (value: number) =>
      validateMessageMedia({ medias: [media], price: { value, currency: 'EUR' } }, own);
    expect(at(500)).toEqual({});
    expect(at(100_000)).toEqual({});
    expect(at(499)).toEqual({ price: [PUSH_PRICE_ERROR] });
    expect(at(100_001)).toEqual({ price: [PUSH_PRICE_ERROR] });
  });

  it('medias are required and must be the creator own; a teaser needs a price', () => {
    expect(validateMessageMedia({ medias: [], price: null }, own)).toEqual({
      medias: [MANDATORY_FIELD_ERROR],
    });
    expect(
      validateMessageMedia({ medias: [{ id: '0c9a8a7e-1111-4a4a-8b8b-00000000000f' }], price: null }, own),
    ).toEqual({ medias: [MANDATORY_FIELD_ERROR] });
    expect(validateMessageMedia({ medias: [media], price: null, teaser }, own)).toEqual({
      teaser: [MANDATORY_FIELD_ERROR],
    });
    expect(
      validateMessageMedia({ medias: [media], price: { value: 900, currency: 'EUR' }, teaser }, own),
    ).toEqual({});
  });

  it('a fan note may be empty and holds at most 1,500 characters', () => {
    expect(validateFanNote('')).toEqual({});
    expect(validateFanNote('n'.repeat(1501))).toEqual({ note: [FAN_NOTE_LIMIT_ERROR] });
  });

  it('a tip lies within 5..1000', () => {
    expect(validateTipAmount(500)).toEqual({});
    expect(validateTipAmount(100)).toEqual({ amount: [TIP_AMOUNT_ERROR] });
  });
});
