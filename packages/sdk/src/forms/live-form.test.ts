import { describe, expect, it } from 'vitest';
import { liveFormDefaults, liveFormToPayload, liveRecordToForm, validateLiveForm } from './live-form';

const context = { now: new Date('2026-06-15T08:00:00Z'), timeZone: 'Europe/Paris', priceRanges: [999] };

describe('the live form (spec 2 "live configuration")', () => {
  it('a paid form travels in minor units with the zone it was chosen in; free is a null price', () => {
    const form = {
      ...liveFormDefaults(),
      title: 'Live',
      targets: ['followers' as const],
      scheduledAt: new Date('2026-06-16T18:00:00Z'),
      paid: true,
      price: 12.5,
    };
    expect(liveFormToPayload(form, 'Europe/Paris')).toMatchObject({
      startsAt: '2026-06-16T18:00:00.000Z',
      timeZone: 'Europe/Paris',
      price: { value: 1250, currency: 'EUR' },
    });
    expect(liveFormToPayload({ ...form, paid: false }, 'Europe/Paris').price).toBeNull();
  });

  it('a stored live fills the form back', () => {
    const form = liveRecordToForm({
      id: 'l1',
      title: 'Live',
      description: 'd',
      teaser: null,
      startsAt: '2026-06-16T18:00:00.000Z',
      timeZone: 'Europe/Paris',
      durationMinutes: 90,
      targets: ['subscribers'],
      price: { value: 999, currency: 'EUR' },
      chat: false,
      state: 'scheduled',
      cancelledAt: null,
      createdAt: '2026-06-15T08:00:00.000Z',
      ticketsSold: 0,
      revenue: { value: 0, currency: 'EUR' },
      version: 1,
    });
    expect(form).toMatchObject({ paid: true, price: 9.99, durationMinutes: 90, chat: false });
    expect(form.scheduledAt?.toISOString()).toBe('2026-06-16T18:00:00.000Z');
  });

  it('errors show under the form fields: no start, a paid live without a price, no audience', () => {
    expect(validateLiveForm({ ...liveFormDefaults(), title: 'Live', paid: true }, context)).toEqual({
      scheduledAt: ['mandatory_field_is_empty_error'],
      price: ['mandatory_field_is_empty_error'],
      targets: ['mandatory_field_is_empty_error'],
    });
  });
});
