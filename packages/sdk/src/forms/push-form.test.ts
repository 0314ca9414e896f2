import { describe, expect, it } from 'vitest';
import { pushRecordStruct } from '../contract/push';
import { pushFormDefaults, pushFormField, pushFormToPayload, pushRecordToForm } from './push-form';
import { validatePushForm } from './push-form-rules';

const ranges = [{ value: 499 }, { value: 999 }, { value: 1999 }];
const record = pushRecordStruct.create({
  id: 'u1',
  targets: ['subscribers'],
  teaser: { id: 't1', preview: 'https://cdn.example/t1.jpg', type: 'image' },
  medias: [{ id: 'm1', preview: null, type: 'video' }],
  caption: 'New set',
  price: { value: 1999, currency: 'EUR' },
  discount: { price: { value: 999, currency: 'EUR' }, duration: 10800 },
  scheduledAt: '2025-06-20T18:00:00.000Z',
  mod: true,
  playlists: ['pl1'],
  thirdPartyConsent: true,
  createdAt: '2025-06-01T10:00:00.000Z',
  state: 'scheduled',
  failureReason: null,
  recipients: 40,
  sales: { buyers: 0, revenue: { value: 0, currency: 'EUR' } },
  version: 2,
});

describe('pushRecordToForm (spec 3 "Server push record", spec 4)', () => {
  it('divides amounts by 100 and keeps a preset price as the preset (spec 3)', () => {
    const form = pushRecordToForm(record, ranges);
    expect(form.price).toEqual({ value: 19.99, currency: 'EUR' });
    expect(form.customPrice).toEqual({ value: null, currency: 'EUR' });
    expect(form.hasDiscount).toBe(true);
    expect(form.discount).toEqual({ price: { value: 9.99, currency: 'EUR' }, duration: 10800 });
  });

  it('a stored price that is not a preset range is shown as a custom price (spec 3)', () => {
    const form = pushRecordToForm({ ...record, price: { value: 1250, currency: 'EUR' } }, ranges);
    expect(form.price).toEqual({ value: null, currency: 'EUR' });
    expect(form.customPrice).toEqual({ value: 12.5, currency: 'EUR' });
  });

  it('a push with a scheduled date becomes a scheduled push when loaded for edit (spec 4)', () => {
    const form = pushRecordToForm(record, ranges);
    expect(form.isScheduled).toBe(true);
    expect(form.scheduledAt?.toISOString()).toBe('2025-06-20T18:00:00.000Z');
  });

  it('a push without a date or a discount loads unscheduled and without discount (spec 4)', () => {
    const form = pushRecordToForm({ ...record, scheduledAt: null, discount: null }, ranges);
    expect([form.isScheduled, form.scheduledAt, form.hasDiscount]).toEqual([false, null, false]);
    expect(form.discount).toEqual({ price: { value: null, currency: 'EUR' }, duration: null });
  });
});

describe('pushFormToPayload (spec 3: amounts in minor units on the wire)', () => {
  it('round-trips a stored push through the form unchanged (spec 3)', () => {
    // What the server keeps about sending (state, recipients, version) is no part of what a creator writes.
    const {
      id: _id,
      createdAt: _at,
      state: _s,
      failureReason: _f,
      recipients: _r,
      sales: _sales,
      version: _v,
      ...payload
    } = record;
    expect(pushFormToPayload(pushRecordToForm(record, ranges))).toEqual({
      ...payload,
      teaser: { id: 't1' },
      medias: [{ id: 'm1' }],
    });
  });

  it('sends the custom price when one was typed, in minor units (spec 3)', () => {
    const form = pushRecordToForm(record, ranges);
    form.customPrice = { value: 0.1 + 0.2 + 12, currency: 'EUR' };
    expect(pushFormToPayload(form).price).toEqual({ value: 1230, currency: 'EUR' });
  });

  it('drops the discount when switched off and the date when not scheduled (spec 3)', () => {
    const form = { ...pushRecordToForm(record, ranges), hasDiscount: false, isScheduled: false };
    expect(pushFormToPayload(form)).toMatchObject({ discount: null, scheduledAt: null });
  });

  it('a teaser still uploading (no id yet) is not sent', () => {
    const teaser = {
      url: 'blob:x',
      type: 'image' as const,
      name: 'a.png',
      preview: '',
      duration: 0,
      isLoading: true,
    };
    expect(pushFormToPayload({ ...pushRecordToForm(record, ranges), teaser }).teaser).toBeNull();
  });

  it('refuses a form the rules would refuse: no price at all', () => {
    expect(() => pushFormToPayload(pushFormDefaults())).toThrow(TypeError);
  });

  it('the server validates a payload by mapping it to the form (spec 5 on the server)', () => {
    const { id: _id, createdAt: _createdAt, ...payload } = record;
    const now = new Date(2025, 5, 15, 12, 0);
    expect(validatePushForm(pushRecordToForm({ ...payload, medias: [{ id: 'm1' }] }, ranges), now)).toEqual(
      {},
    );
  });
});

describe('where a form shows an API error (error-field mapping)', () => {
  it("the wire's price goes under the custom price when one was typed, else under the preset", () => {
    const typed = { customPrice: { value: 4.99, currency: 'EUR' } };
    const preset = { customPrice: { value: null, currency: 'EUR' } };
    expect(pushFormField('price', typed)).toBe('customPrice');
    expect(pushFormField('price', preset)).toBe('price');
    expect(pushFormField('discount.price', typed)).toBe('discount.price');
  });
});
