import { readFileSync } from 'node:fs';
import type { Slot } from '@mym/sdk/booking';
import { expect, test } from '@playwright/test';
import {
  axe,
  CREATOR_ZONE,
  chooseDay,
  clock,
  createdBooking,
  FAN_ZONE,
  fans,
  fullDate,
  newYorkDays,
  openBooking,
  scene,
  useBookingScene,
} from './booking-scene';
import { callApi } from './creator-session';

/**
 * A fan books one of the demo creator's free consultations anonymously on the partner page, from New York while
 * the creator lives in Paris (the scene: `booking-scene.ts`; the priced one: `booking-paid.spec.ts`).
 */
useBookingScene();

test('a fan in New York books a free consultation of a creator in Paris: times on the fan clock, confirmation, .ics, event, the creator sees it', async ({
  page,
}) => {
  const [first] = await newYorkDays();
  if (!first) throw new Error('the hours set give free slots');
  const booking = await openBooking(page);
  const card = booking.getByRole('button', { name: new RegExp(scene.consultation.title) });
  await expect(card).toContainText('60 min');
  await expect(card).toContainText('Free');
  // The priced one says its price, and that it is paid online.
  const pricedCard = booking.getByRole('button', { name: new RegExp(scene.paid.title) });
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
  const booked = (await createdBooking(page)) as {
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
  expect(file).toContain(scene.consultation.title);

  // The creator's day (Paris) lists it.
  const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: CREATOR_ZONE }).format(new Date(slot.start));
  const day = await callApi(scene.token, 'GET', `/bookings/search?date=${parisDay}`);
  expect(day.data.bookings).toContainEqual(
    expect.objectContaining({ id: booked.id, attendeeEmail: email, consultationId: scene.consultation.id }),
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
    consultationId: scene.consultation.id,
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
  const card = booking.getByRole('button', { name: new RegExp(scene.consultation.title) });
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
