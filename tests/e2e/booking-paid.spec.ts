import { expect, type Page, test } from '@playwright/test';
import { DEMO_FAN_PASSWORD, DEMO_FANS } from '../../server/src/identity/local/demo-fans';
import {
  axe,
  CREATOR_ZONE,
  chooseDay,
  createdBooking,
  FAN_ZONE,
  fullDate,
  newYorkDays,
  openBooking,
  scene,
  useBookingScene,
} from './booking-scene';
import { callApi } from './creator-session';
import { sentCode, uniqueEmail } from './local-stack';

/**
 * A visitor books the demo creator's priced consultation (25 EUR) on the partner page: signs in as a demo fan,
 * or creates a fan account, and pays (the scene: `booking-scene.ts`).
 */
useBookingScene();

/** A demo fan pays in the widget; the answer of the sale is read from the creator's ledger. */
async function payAsDemoFan(page: Page, card: string) {
  const [first] = await newYorkDays(scene.paid.id);
  if (!first) throw new Error('the hours set give free slots');
  const slot = first.slots[0]!;
  const booking = await openBooking(page);
  await chooseDay(booking, first.date, scene.paid.title);
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
    (await callApi(scene.token, 'GET', '/incomes/lines?period=today&source=booking&limit=50')).data as {
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
  const booked = (await createdBooking(page)) as {
    id: string;
    attendeeEmail: string;
  };
  expect(booked.attendeeEmail).toBe(email);

  // The sale is in the creator's ledger, with its fee, and the booking in the creator's day.
  const sale = (await bookingSales()).find((line) => line.item.id === booked.id);
  expect(sale).toMatchObject({ gross: 2500, fan: { name: DEMO_FANS[0].name } });
  expect(sale!.fee + sale!.net).toBe(2500);
  const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: CREATOR_ZONE }).format(new Date(slot.start));
  const day = await callApi(scene.token, 'GET', `/bookings/search?date=${parisDay}`);
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
  const [first] = await newYorkDays(scene.paid.id);
  if (!first) throw new Error('the hours set give free slots');
  const booking = await openBooking(page);
  await booking.evaluate((element) => element.setAttribute('locale', 'fr'));
  await expect(booking.getByRole('heading', { name: 'Réserver une consultation' })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: FAN_ZONE }).format(new Date());
  await booking.getByRole('button', { name: new RegExp(scene.paid.title) }).click();
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
