import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './fixtures';
import { TEST_SITE_ORIGIN } from './test-app';

export const CALENDAR_REDIRECT_URI = `${TEST_SITE_ORIGIN}/app/catalog/calendar/oauthcallback`;

/** Connects the development calendar (the app must run with `CALENDAR_DEV_PROVIDER=1`). */
export async function connectDevelopmentCalendar(app: FastifyInstance, authorization: string) {
  const query = new URLSearchParams({ provider: 'local', redirect_uri: CALENDAR_REDIRECT_URI });
  const { url } = (await call(app, 'GET', `/bookings/calendars/connect?${query}`, authorization)).json().data;
  const consent = await app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
  const code = new URL(consent.headers.location as string).searchParams.get('code');
  const connected = await call(app, 'POST', '/bookings/calendars/connect', authorization, {
    code,
    provider: 'local',
    redirect_uri: CALENDAR_REDIRECT_URI,
  });
  expect(connected.statusCode).toBe(200);
}

/**
 * Opens every day 09:00-12:00 in Paris with no notice, and creates a one-hour consultation (free unless a price in
 * minor units is given: anyone books a free one, a fan pays a priced one); answers its id.
 */
export async function openCatalog(
  app: FastifyInstance,
  authorization: string,
  availability: object = {},
  price = 0,
) {
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }));
  const put = await call(app, 'PUT', '/bookings/availability', authorization, {
    timeZone: 'Europe/Paris',
    slots: week,
    minimumNoticeMinutes: 0,
    ...availability,
  });
  expect(put.statusCode).toBe(200);
  const created = await call(app, 'POST', '/bookings/consultations', authorization, {
    title: 'Astral chart',
    description: 'One hour on video',
    duration: 3600,
    price: { value: price, currency: 'EUR' },
  });
  return created.json().data.id as string;
}
