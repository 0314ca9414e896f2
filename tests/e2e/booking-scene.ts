import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { createBookingClient, type Slot } from '@mym/sdk/booking';
import { slotsByDay, zonedDaysRange } from '@mym/sdk/rules/slots';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { passwordAccessToken } from '../identity-token';
import { callApi } from './creator-session';
import { localStack } from './local-stack';
import { E2E_PORTS } from './stack-ports';

/**
 * The scene of the booking specs: the demo creator's calendar (the stack's radicale), hours and two
 * consultations (one free, one at 25 EUR) set through the API before each test and taken back after it, and
 * `<mym-booking>` on the partner page in a browser that lives in New York while the creator lives in Paris.
 */
export const FAN_ZONE = 'America/New_York';
export const CREATOR_ZONE = 'Europe/Paris';
/** The browser of every booking test: in New York, in English (a test switches the widget to French itself). */
export const FAN_BROWSER = { timezoneId: FAN_ZONE, locale: 'en-US' };

interface CalDavAccount {
  url: string;
  username: string;
  password: string;
}

function calDavAccount(): CalDavAccount {
  const { calDav } = JSON.parse(readFileSync(process.env.E2E_STACK_FILE ?? '', 'utf8')) as {
    calDav?: CalDavAccount;
  };
  if (!calDav) throw new Error('the e2e stack runs a CalDAV server (calDavPort)');
  return calDav;
}

/** What the set-up made for the running test: the creator's token and the two consultations. */
export const scene = {
  token: '',
  storedAvailability: undefined as unknown,
  consultation: { id: '', title: '' },
  paid: { id: '', title: '' },
};
export const fans = () => createBookingClient({ apiUrl: localStack().apiUrl });

/** The creator's calendar, Paris hours every day and the two consultations, for one test. */
export async function setUpBookingScene(): Promise<void> {
  const token = await passwordAccessToken(localStack(), DEMO_CREATOR.email, DEMO_CREATOR.password);
  scene.token = token;
  scene.storedAvailability = (await callApi(token, 'GET', '/bookings/availability')).data;
  const account = calDavAccount();
  await callApi(token, 'POST', '/bookings/calendars/caldav', {
    serverUrl: account.url,
    username: account.username,
    password: account.password,
  });
  // Paris hours every day, so that New York days have free times whatever the day the test runs.
  await callApi(token, 'PUT', '/bookings/availability', {
    timeZone: CREATOR_ZONE,
    slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
  });
  const create = async (title: string, value: number) => {
    const created = await callApi(token, 'POST', '/bookings/consultations', {
      title,
      description: 'One hour on video to go through your chart.',
      duration: 3600,
      price: { value, currency: 'EUR' },
    });
    return { id: created.data.id as string, title };
  };
  scene.consultation = await create(`Birth chart ${Date.now()}`, 0);
  scene.paid = await create(`Paid reading ${Date.now()}`, 2500);
}

/** Other specs rely on the demo creator's hours and list: leave them as found. */
export async function restoreDemoCreator(): Promise<void> {
  const { token } = scene;
  await callApi(token, 'DELETE', `/bookings/consultations/${scene.consultation.id}`).catch(() => undefined);
  await callApi(token, 'DELETE', `/bookings/consultations/${scene.paid.id}`).catch(() => undefined);
  await callApi(token, 'PUT', '/bookings/availability', scene.storedAvailability);
}

export const axe = async (page: Page) =>
  expect((await new AxeBuilder({ page }).include('mym-booking').analyze()).violations).toEqual([]);

/** The free slots of the next days as the API gives them, grouped by New York's days. */
export async function newYorkDays(
  consultationId = scene.consultation.id,
): Promise<{ date: string; slots: (Slot & { time: string })[] }[]> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: FAN_ZONE }).format(new Date());
  const last = new Date(Date.parse(`${today}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const { slots } = await fans().slots({
    consultationId,
    ...zonedDaysRange(today, last, FAN_ZONE),
    timeZone: FAN_ZONE,
  });
  return slotsByDay(slots, FAN_ZONE);
}

const inZone = (instant: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(new Date(instant));
export const clock = (instant: string, timeZone: string) =>
  inZone(instant, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
export const fullDate = (instant: string, timeZone: string) =>
  inZone(instant, timeZone, { dateStyle: 'full' });

/** Every booking spec's tests: in the fan's browser, on the scene set up before each test and taken back after. */
export function useBookingScene(): void {
  test.use(FAN_BROWSER);
  test.beforeEach(setUpBookingScene);
  test.afterEach(restoreDemoCreator);
}

/** The partner page with `<mym-booking>`; the detail of its `mym-booking-created` event is kept for `createdBooking`. */
export async function openBooking(page: Page): Promise<Locator> {
  await page.goto(`http://127.0.0.1:${E2E_PORTS.partner}/examples/embed/index.html`);
  const booking = page.locator('mym-booking');
  await expect(booking.getByRole('heading', { name: 'Book a consultation' })).toBeVisible();
  await page.evaluate(() => {
    document.addEventListener('mym-booking-created', (event) => {
      (window as unknown as { booked: unknown }).booked = (event as CustomEvent).detail;
    });
  });
  return booking;
}

/** The booking the widget's `mym-booking-created` event carried, as the partner page heard it. */
export const createdBooking = (page: Page): Promise<unknown> =>
  page.evaluate(() => (window as unknown as { booked: unknown }).booked);

/** The consultation, then the day: the month of that day shown first (the widget opens on the current one). */
export async function chooseDay(booking: Locator, date: string, title = scene.consultation.title) {
  await booking.getByRole('button', { name: new RegExp(title) }).click();
  await expect(booking.getByRole('heading', { name: 'Choose a time' })).toBeFocused();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: FAN_ZONE }).format(new Date());
  if (date.slice(0, 7) !== today.slice(0, 7))
    await booking.getByRole('button', { name: 'Next month' }).click();
  const day = booking.locator(`[data-date="${date}"]`);
  await expect(day).not.toHaveAttribute('aria-disabled', 'true');
  await day.click();
  await expect(
    booking.getByRole('heading', { name: `Times on ${fullDate(`${date}T12:00:00Z`, 'UTC')}` }),
  ).toBeVisible();
}
