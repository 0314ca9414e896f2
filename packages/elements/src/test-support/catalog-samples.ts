import type { CalendarProvider, Consultation } from '@mym/sdk';

/** A stored consultation as the API answers it: an hour, 45.50 EUR in minor units, bookable. */
export function sampleConsultation(overrides: Partial<Consultation> = {}): Consultation {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Coaching vocal',
    description: 'Une heure pour travailler votre voix.',
    duration: 3600,
    price: { value: 4550, currency: 'EUR' },
    active: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const CALDAV_UNSYNCED: CalendarProvider = {
  provider: 'caldav',
  status: 'Unsynced',
  calendarId: null,
  failure: null,
  connection: 'caldav',
};
export const GOOGLE_UNSYNCED: CalendarProvider = {
  provider: 'google',
  status: 'Unsynced',
  calendarId: null,
  failure: null,
  connection: 'oauth',
};
export const CALDAV_SYNCED: CalendarProvider = {
  ...CALDAV_UNSYNCED,
  status: 'Synced',
  calendarId: '7a0f4b36-2a8e-4c4f-9d86-3f4f1e0b9a11',
};
