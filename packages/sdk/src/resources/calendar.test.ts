import { describe, expect, it } from 'vitest';
import { json, thrown } from '../testing/fake-api';
import { createCalendarResource } from './calendar';
import { createReferralResource } from './referral';
import { requestOnFakeApi } from './testing/request-on-fake-api';

const calendar = {
  timeZone: 'Europe/Paris',
  entries: [
    {
      kind: 'push',
      id: 'p1',
      title: 'New set',
      startsAt: '2026-06-20T18:00:00.000Z',
      endsAt: null,
      movable: true,
      version: 2,
    },
  ],
  restrictedDays: ['2026-06-24'],
};

describe("client.calendar: one call for the calendar's range", () => {
  it('asks GET /calendar with the days of the range and answers the checked calendar', async () => {
    const api = requestOnFakeApi(() => json(200, { data: calendar }));
    const answer = await createCalendarResource(api.request).range({ from: '2026-06-01', to: '2026-07-12' });
    expect(answer).toEqual(calendar);
    expect(api.calls[0]?.url.pathname).toBe('/calendar');
    expect(Object.fromEntries(api.calls[0]?.url.searchParams ?? [])).toEqual({
      from: '2026-06-01',
      to: '2026-07-12',
    });
  });

  it('refuses a range without its days before any request (spec 8 guard messages)', async () => {
    const api = requestOnFakeApi(() => json(500, {}));
    const resource = createCalendarResource(api.request);
    expect((await thrown(() => resource.range({ from: '', to: '2026-06-30' }))).message).toBe(
      'startDate is required',
    );
    expect((await thrown(() => resource.range({ from: '2026-06-01', to: '' }))).message).toBe(
      'endDate is required',
    );
    expect(api.calls).toEqual([]);
  });

  it('a failed call throws the catalogue message with the status', async () => {
    const api = requestOnFakeApi(() => json(400, { error: { code: 'validation_failed', message: 'bad' } }));
    const error = await thrown(() => createCalendarResource(api.request).range({ from: 'x', to: 'y' }));
    expect(error.message).toBe('Error while fetching calendar');
    expect(error.status).toBe(400);
  });
});

describe('client.referral.sponsorship: the referral link and its sign-ups (spec 3 "Referral")', () => {
  it('reads GET /creators/me/referral', async () => {
    const api = requestOnFakeApi(() => json(200, { data: { id: 42, userType: 'creator', signups: 3 } }));
    expect(await createReferralResource(api.request).sponsorship()).toEqual({
      id: 42,
      userType: 'creator',
      signups: 3,
    });
    expect(api.calls[0]?.url.pathname).toBe('/creators/me/referral');
  });
});
