import { describe, expect, it } from 'vitest';
import type { LiveCreatePayload } from '../contract/live';
import { validateLivePayload } from './live-payload';

// 15 June 2026, 10:00 in Paris.
const now = new Date('2026-06-15T08:00:00Z');
const context = {
  now,
  timeZone: 'Europe/Paris',
  restrictions: ['2026-06-20'],
  priceRanges: [999],
  medias: new Map(),
};

function live(overrides: Partial<LiveCreatePayload> = {}): LiveCreatePayload {
  return {
    title: 'Live',
    description: '',
    teaser: null,
    startsAt: '2026-06-16T18:00:00.000Z',
    timeZone: 'Europe/Paris',
    durationMinutes: 60,
    targets: ['followers'],
    price: null,
    chat: true,
    ...overrides,
  };
}

describe('validateLivePayload (spec 2 "live configuration", spec 5 push rules)', () => {
  it('accepts a free live tomorrow for the followers', () => {
    expect(validateLivePayload(live(), context)).toEqual({});
  });

  it('today at a past hour, a restricted day, or beyond 3 months -> content_upload_error_date (spec 5)', () => {
    for (const startsAt of [
      '2026-06-15T06:00:00.000Z',
      '2026-06-20T18:00:00.000Z',
      '2026-09-16T18:00:00.000Z',
    ]) {
      expect(validateLivePayload(live({ startsAt }), context)).toEqual({
        startsAt: ['content_upload_error_date'],
      });
    }
  });

  it('a ticket is a preset price or 5..1000 (creators_push_price_error, spec 5)', () => {
    expect(validateLivePayload(live({ price: { value: 999, currency: 'EUR' } }), context)).toEqual({});
    expect(validateLivePayload(live({ price: { value: 499, currency: 'EUR' } }), context)).toEqual({
      price: ['creators_push_price_error'],
    });
    expect(validateLivePayload(live({ price: { value: 100_001, currency: 'EUR' } }), context)).toEqual({
      price: ['creators_push_price_error'],
    });
  });

  it('a title, an audience and a duration of 15 min to 8 h are required', () => {
    expect(
      validateLivePayload(
        live({ title: '  ', targets: [], durationMinutes: 481, description: 'a'.repeat(1501) }),
        context,
      ),
    ).toEqual({
      title: ['mandatory_field_is_empty_error'],
      description: ['live_description_input_limit_error'],
      durationMinutes: ['live_duration_error'],
      targets: ['mandatory_field_is_empty_error'],
    });
  });

  it("a teaser that is not one of the creator's medias is refused", () => {
    expect(
      validateLivePayload(live({ teaser: { id: '00000000-0000-4000-8000-000000000000' } }), context),
    ).toEqual({ teaser: ['mandatory_field_is_empty_error'] });
  });
});
