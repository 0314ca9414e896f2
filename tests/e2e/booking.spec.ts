import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { createBookingClient, type Slot } from '@mym/sdk/booking';
import { slotsByDay, zonedDaysRange } from '@mym/sdk/rules/slots';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { DEMO_FAN_PASSWORD, DEMO_FANS } from '../../server/src/identity/local/demo-fans';
import { passwordAccessToken } from '../identity-token';
import { callApi } from './creator-session';
import { localStack, sentCode, uniqueEmail } from './local-stack';
import { E2E_PORTS } from './stack-ports';

/**
 * A fan books one of the demo creator's consultations on the partner page: the creator's
 * calendar (the stack's radicale), hours and two consultations (one free, one at 25 EUR) are set through the API,
 * then `<mym-booking>` is used in a browser that lives in New York while the creator lives in Paris. The free one
 * is booked anonymously; the priced one by a visitor who signs in as a demo fan and pays.
 */
const FAN_ZONE = 'America/New_York';
const CREATOR_ZONE = 'Europe/Paris';
test.use({ timezoneId: FAN_ZONE, locale: 'en-US' });

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

let token: string;
let storedAvailability: unknown;
let consultation: { id: string; title: string };
let paid: { id: string; title: string };
const fans = () => createBookingClient({ apiUrl: localStack().apiUrl });

test.beforeEach(async () => {
  token = await passwordAccessToken(localStack(), DEMO_CREATOR.email, DEMO_CREATOR.password);
  storedAvailability = (await callApi(token, 'GET', '/bookings/availability')).data;
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
  consultation = await create(`Birth chart ${Date.now()}`, 0);
  paid = await create(`Paid reading ${Date.now()}`, 2500);
});

test.afterEach(async () => {
  // Other specs rely on the demo creator's hours and list: leave them as found.
  await callApi(token, 'DELETE', `/bookings/consultations/${consultation.id}`).catch(() => undefined);
  await callApi(token, 'DELETE', `/bookings/consultations/${paid.id}`).catch(() => undefined);
  await callApi(token, 'PUT', '/bookings/availability', storedAvailability);
});

const axe = async (page: Page) =>
  expect((await new AxeBuilder({ page }).include('mym-booking').analyze()).violations).toEqual([]);

/** The free slots of the next days as the API gives them, grouped by New York's days. */
async function newYorkDays(
  consultationId = consultation.id,
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
const clock = (instant: string, timeZone: string) =>
  inZone(instant, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const fullDate = (instant: string, timeZone: string) => inZone(instant, timeZone, { dateStyle: 'full' });

async function openBooking(page: Page): Promise<Locator> {
  await page.goto(`http://127.0.0.1:${E2E_PORTS.partner}/examples/embed/index.html`);
  const booking = page.locator('mym-booking');
  await expect(booking.getByRole('heading', { name: 'Book a consultation' })).toBeVisible();
  return booking;
}

/** The consultation, then the day: the month of that day shown first (the widget opens on the current one). */
async function chooseDay(booking: Locator, date: string, title = consultation.title) {
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

test('a fan in New York books a free consultation of a creator in Paris: times on the fan clock, confirmation, .ics, event, the creator sees it', async ({
  page,
}) => {
  const [first] = await newYorkDays();
  if (!first) throw new Error('the hours set give free slots');
  const booking = await openBooking(page);
  await page.evaluate(() => {
    document.addEventListener('mym-booking-created', (event) => {
      (window as unknown as { booked: unknown }).booked = (event as CustomEvent).detail;
    });
  });
  const card = booking.getByRole('button', { name: new RegExp(consultation.title) });
  await expect(card).toContainText('60 min');
  await expect(card).toContainText('Free');
  // The priced one says its price, and that it is paid online.
  const pricedCard = booking.getByRole('button', { name: new RegExp(paid.title) });
  await expect(pricedCard).toContainText('€25');
  await expect(pricedCard).toContainText('Paid online when booking, with a fan account');
  await axe(page);

  await chooseDay(booking, first.date);
  await expect(booking.getByText('Times in New York time')).toBeVisible();
  await expect(booking.getByLabel('Time zone')).toHaveValue(FAN_ZONE);
  // Every free time of the day, on New York's clock.
  await expect(booking.locator('.mym-booking-slot')).toHaveText(first.slots.map((slot) => slot.time));
  expect(first.slots[0]!.time).toBe(clock(first.slots[0]!.start, FAN_ZONE));
  await axe(page);

  const slot = first.slots[0]!;
  await booking.getByRole('button', { name: slot.time, exact: true }).click();
  await expect(booking.getByRole('heading', { name: 'Your details' })).toBeFocused();
  await expect(
    booking.getByText(`${fullDate(slot.start, FAN_ZONE)} at ${slot.time} (${FAN_ZONE})`),
  ).toBeVisible();
  await booking.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(booking.getByText('This field is required')).toHaveCount(2);
  await axe(page);

  const email = `fan.${Date.now()}@fans.example`;
  await booking.getByLabel('Name').fill('Ada Fan');
  await booking.getByLabel('Email').fill(email);
  await booking.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(booking.getByRole('heading', { name: 'Your consultation is booked' })).toBeFocused();
  await expect(
    booking.getByText(`${fullDate(slot.start, FAN_ZONE)} at ${slot.time} (${FAN_ZONE})`),
  ).toBeVisible();
  await expect(
    booking.getByText(
      `For the creator, that is ${fullDate(slot.start, CREATOR_ZONE)} at ${clock(slot.start, CREATOR_ZONE)} (Paris time).`,
    ),
  ).toBeVisible();
  await axe(page);

  // The page heard it, with the booking as stored.
  await expect(page.locator('#events')).toContainText(/mym-booking-created [0-9a-f-]{36}/);
  const booked = (await page.evaluate(() => (window as unknown as { booked: unknown }).booked)) as {
    id: string;
    startsAt: string;
    attendeeEmail: string;
    attendeeTimeZone: string;
  };
  expect(booked).toMatchObject({ startsAt: slot.start, attendeeEmail: email, attendeeTimeZone: FAN_ZONE });

  // "Add to my calendar" hands over the API's calendar file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    booking.getByRole('link', { name: 'Add to my calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const file = readFileSync((await download.path())!, 'utf8');
  expect(file).toContain('BEGIN:VCALENDAR');
  expect(file).toContain(consultation.title);

  // The creator's day (Paris) lists it.
  const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: CREATOR_ZONE }).format(new Date(slot.start));
  const day = await callApi(token, 'GET', `/bookings/search?date=${parisDay}`);
  expect(day.data.bookings).toContainEqual(
    expect.objectContaining({ id: booked.id, attendeeEmail: email, consultationId: consultation.id }),
  );
});

test('a slot another fan took first: the fan is told, the day shows fresh times without it, another one books', async ({
  page,
}) => {
  // Late in New York's day, today may hold a single free time: the first day with two is the one to race on.
  const first = (await newYorkDays()).find((day) => day.slots.length >= 2);
  if (!first) throw new Error('the hours set give two free slots on a day');
  const [taken, other] = first.slots as [Slot & { time: string }, Slot & { time: string }];
  const booking = await openBooking(page);
  await chooseDay(booking, first.date);
  await booking.getByRole('button', { name: taken.time, exact: true }).click();
  await booking.getByLabel('Name').fill('Slow Fan');
  await booking.getByLabel('Email').fill('slow.fan@fans.example');

  // Someone faster books the same time through the API meanwhile.
  await fans().book({
    consultationId: consultation.id,
    start: taken.start,
    name: 'Fast Fan',
    email: 'fast.fan@fans.example',
    timeZone: 'Asia/Tokyo',
  });
  await booking.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(booking.getByText('Someone else just booked this time. Choose another one.')).toBeVisible();
  await expect(booking.getByRole('heading', { name: 'Choose a time' })).toBeFocused();
  await expect(booking.getByRole('button', { name: other.time, exact: true })).toBeVisible();
  await expect(booking.getByRole('button', { name: taken.time, exact: true })).toHaveCount(0);
  await axe(page);

  await booking.getByRole('button', { name: other.time, exact: true }).click();
  // What the fan typed is still there.
  await expect(booking.getByLabel('Name')).toHaveValue('Slow Fan');
  await booking.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(booking.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
  await expect(
    booking.getByText(`${fullDate(other.start, FAN_ZONE)} at ${other.time} (${FAN_ZONE})`),
  ).toBeVisible();
});

test('the whole booking with the keyboard only; another zone shows other clocks', async ({ page }) => {
  const [first] = await newYorkDays();
  if (!first) throw new Error('the hours set give free slots');
  const booking = await openBooking(page);
  const card = booking.getByRole('button', { name: new RegExp(consultation.title) });
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(booking.getByRole('heading', { name: 'Choose a time' })).toBeFocused();

  // Another zone: Tokyo's clock for the same instants.
  await booking.getByLabel('Time zone').selectOption('Asia/Tokyo');
  await expect(booking.getByText('Times in Tokyo time')).toBeVisible();
  await booking.getByLabel('Time zone').selectOption(FAN_ZONE);

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: FAN_ZONE }).format(new Date());
  if (first.date.slice(0, 7) !== today.slice(0, 7)) {
    await booking.getByRole('button', { name: 'Next month' }).focus();
    await page.keyboard.press('Enter');
  }
  // Tab reaches the calendar on its one tabbable day: the first with free times.
  const firstFree = booking.locator(`[data-date="${first.date}"]`);
  for (let presses = 0; presses < 10; presses++) {
    if (
      await firstFree.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement)
    )
      break;
    await page.keyboard.press('Tab');
  }
  await expect(firstFree).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(booking.getByRole('button', { name: first.slots[0]!.time, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(booking.getByRole('heading', { name: 'Your details' })).toBeFocused();
  await page.keyboard.press('Tab'); // "Other time"
  await page.keyboard.press('Tab');
  await expect(booking.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Key Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keys@fans.example');
  await page.keyboard.press('Enter');
  await expect(booking.getByRole('heading', { name: 'Your consultation is booked' })).toBeFocused();
  await expect(
    booking.getByText(
      `${fullDate(first.slots[0]!.start, FAN_ZONE)} at ${first.slots[0]!.time} (${FAN_ZONE})`,
    ),
  ).toBeVisible();
});

/** A demo fan pays in the widget; the answer of the sale is read from the creator's ledger. */
async function payAsDemoFan(page: Page, card: string) {
  const [first] = await newYorkDays(paid.id);
  if (!first) throw new Error('the hours set give free slots');
  const slot = first.slots[0]!;
  const booking = await openBooking(page);
  await page.evaluate(() => {
    document.addEventListener('mym-booking-created', (event) => {
      (window as unknown as { booked: unknown }).booked = (event as CustomEvent).detail;
    });
  });
  await chooseDay(booking, first.date, paid.title);
  await booking.getByRole('button', { name: slot.time, exact: true }).click();
  await expect(booking.getByRole('heading', { name: 'Sign in to book and pay' })).toBeFocused();
  await expect(booking.getByText('To pay: €25')).toBeVisible();
  await axe(page);

  // Blank: the rule's message under both fields; then the demo fan signs in with the keyboard.
  await booking.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(booking.getByText('This field is required')).toHaveCount(2);
  const fan = DEMO_FANS[0];
  await booking.getByLabel('Email').fill(fan.email);
  await booking.getByLabel('Password').fill(DEMO_FAN_PASSWORD);
  await booking.getByLabel('Password').press('Enter');
  await expect(booking.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(booking.getByText(`Signed in as ${fan.name}`)).toBeVisible();
  await expect(booking.getByLabel('Email')).toHaveValue(fan.email);
  await axe(page);

  const email = `paying.${Date.now()}@fans.example`;
  await booking.getByLabel('Email').fill(email);
  await booking.getByLabel('Card number').fill(card);
  await booking.getByRole('button', { name: 'Pay €25 and book' }).click();
  return { booking, slot, email };
}

const bookingSales = async () =>
  (
    (await callApi(token, 'GET', '/incomes/lines?period=today&source=booking&limit=50')).data as {
      lines: {
        item: { id: string | null };
        gross: number;
        fee: number;
        net: number;
        fan: { name: string };
      }[];
    }
  ).lines;

test("a visitor signs in as a fan in the widget and pays a priced consultation: booked and paid once confirmed, the creator's ledger has the sale", async ({
  page,
}) => {
  const { booking, slot, email } = await payAsDemoFan(page, '4242 4242 4242 4242');
  await expect(booking.getByRole('heading', { name: 'Your consultation is booked and paid' })).toBeFocused();
  await expect(booking.getByText('Paid: €25')).toBeVisible();
  await expect(
    booking.getByText(`${fullDate(slot.start, FAN_ZONE)} at ${slot.time} (${FAN_ZONE})`),
  ).toBeVisible();
  await axe(page);
  await expect(page.locator('#events')).toContainText(/mym-booking-created [0-9a-f-]{36}/);
  const booked = (await page.evaluate(() => (window as unknown as { booked: unknown }).booked)) as {
    id: string;
    attendeeEmail: string;
  };
  expect(booked.attendeeEmail).toBe(email);

  // The sale is in the creator's ledger, with its fee, and the booking in the creator's day.
  const sale = (await bookingSales()).find((line) => line.item.id === booked.id);
  expect(sale).toMatchObject({ gross: 2500, fan: { name: DEMO_FANS[0].name } });
  expect(sale!.fee + sale!.net).toBe(2500);
  const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: CREATOR_ZONE }).format(new Date(slot.start));
  const day = await callApi(token, 'GET', `/bookings/search?date=${parisDay}`);
  expect(day.data.bookings).toContainEqual(expect.objectContaining({ id: booked.id, attendeeEmail: email }));
});

test('a declined card: the visitor is told nothing was charged, no confirmation, no sale', async ({
  page,
}) => {
  const before = (await bookingSales()).length;
  const { booking } = await payAsDemoFan(page, '4000 0000 0000 0002');
  await expect(booking.getByText(/Your card was declined and nothing was charged/)).toBeVisible();
  await expect(booking.getByRole('heading', { name: /booked and paid/ })).toHaveCount(0);
  await axe(page);
  await expect(page.locator('#events')).not.toContainText('mym-booking-created');
  expect((await bookingSales()).length).toBe(before);
});

test('a new visitor creates a fan account in the widget: name, email, password, the emailed code, then the payment step in French', async ({
  page,
}) => {
  const [first] = await newYorkDays(paid.id);
  if (!first) throw new Error('the hours set give free slots');
  const booking = await openBooking(page);
  await booking.evaluate((element) => element.setAttribute('locale', 'fr'));
  await expect(booking.getByRole('heading', { name: 'Réserver une consultation' })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: FAN_ZONE }).format(new Date());
  await booking.getByRole('button', { name: new RegExp(paid.title) }).click();
  if (first.date.slice(0, 7) !== today.slice(0, 7))
    await booking.getByRole('button', { name: 'Mois suivant' }).click();
  await booking.locator(`[data-date="${first.date}"]`).click();
  await booking.getByRole('button', { name: first.slots[0]!.time, exact: true }).click();
  await expect(booking.getByRole('heading', { name: 'Connectez-vous pour réserver et payer' })).toBeFocused();
  await expect(booking.getByText('À payer : 25 €')).toBeVisible();

  await booking.getByRole('button', { name: 'Créer un compte fan' }).click();
  const email = uniqueEmail('fan');
  await booking.getByLabel('Nom').fill('Nina Fan');
  await booking.getByLabel('E-mail').fill(email);
  await booking.getByLabel('Mot de passe').fill('Fan#Widget2026');
  await booking.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(booking.getByText(`Nous avons envoyé un code à ${email}.`, { exact: false })).toBeVisible();
  await axe(page);
  await booking.getByLabel('Code de confirmation').fill(await sentCode(email, 'confirmation'));
  await booking.getByRole('button', { name: 'Confirmer' }).click();
  await expect(booking.getByRole('heading', { name: 'Paiement' })).toBeFocused();
  await expect(booking.getByText('Connecté en tant que Nina Fan')).toBeVisible();
  await expect(booking.getByLabel('E-mail')).toHaveValue(email);
  await expect(booking.getByRole('button', { name: 'Payer 25 € et réserver' })).toBeVisible();
  await axe(page);
});
