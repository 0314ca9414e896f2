import { randomUUID } from 'node:crypto';
import type { CreatorClient } from '@mym/sdk';
import { type FanClient, TEST_CARDS } from '@mym/sdk/fan';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientWithToken, refusal } from './support/clients';
import { signUpFan } from './support/fans';
import { createCreatorAccount, passwordAccessToken } from './support/identity';
import { contractStack } from './support/stack';

const REDIRECT_URI = 'http://localhost:4321/app/catalog/calendar/oauthcallback';
let creator: CreatorClient;
let paidId: string;
let freeId: string;
let nora: FanClient;
let ines: FanClient;
const noraName = `Nora ${Date.now()}`;
const email = 'nora@example.com';

/** Free starts of a consultation over the next two days, in UTC. */
async function freeStarts(consultationId: string): Promise<string[]> {
  const from = new Date(Date.now() + 24 * 3600 * 1000);
  const to = new Date(from.getTime() + 2 * 24 * 3600 * 1000);
  const response = await fetch(
    `${contractStack().apiUrl}/public/consultations/${consultationId}/slots?from=${from.toISOString()}&to=${to.toISOString()}&timeZone=UTC`,
  );
  const { data } = await response.json();
  return data.slots.map((slot: { start: string }) => slot.start);
}

async function noraPurchases() {
  const [conversation] = (await creator.messages.inbox({ search: noraName })).conversations;
  if (!conversation) throw new Error("Nora's conversation is not in the inbox");
  return creator.messages.purchases(conversation.id);
}

/** Whether the creator's booking list holds the booking (it shows only confirmed bookings). */
async function creatorSees(bookingId: string) {
  return (await creator.bookings.upcoming()).some((booking) => booking.id === bookingId);
}

beforeAll(async () => {
  const { identity } = contractStack();
  const account = { email: `${randomUUID()}@creators.local`, password: 'Creator#Contract2026', name: 'Cleo' };
  await createCreatorAccount(identity, account);
  creator = clientWithToken(await passwordAccessToken(identity, account));
  const url = await creator.bookings.calendarConnectUrl({ provider: 'local', redirectUri: REDIRECT_URI });
  const code =
    new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '').searchParams.get(
      'code',
    ) ?? '';
  await creator.bookings.connectCalendar({ code, provider: 'local', redirectUri: REDIRECT_URI });
  await creator.bookings.availability.update({
    timeZone: 'Europe/Paris',
    slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })),
    minimumNoticeMinutes: 0,
  });
  const create = (title: string, value: number) =>
    creator.bookings.consultations.create({
      title,
      description: 'Thirty minutes',
      duration: 1800,
      price: { value, currency: 'EUR' },
    });
  paidId = (await create('Tarot', 4500)).id;
  freeId = (await create('Hello', 0)).id;
  ({ fan: nora } = await signUpFan(noraName));
  ({ fan: ines } = await signUpFan(`Ines ${Date.now()}`));
});

describe('a fan books a paid consultation through createFanClient (DESIGN "Money")', () => {
  it("a declined card leaves the booking awaiting payment: no sale, not in the creator's bookings", async () => {
    const [start] = await freeStarts(paidId);
    const error = await refusal(() =>
      nora.book(paidId, { start: start ?? '', email, timeZone: 'UTC' }, { card: TEST_CARDS.declines }),
    );
    expect(error.status).toBe(402);
    expect(await noraPurchases()).toEqual([]);
    expect((await creator.bookings.upcoming()).map((booking) => booking.attendeeName)).not.toContain(
      noraName,
    );
    // Its slot stays held while the fan pays: another fan cannot take it.
    const taken = await refusal(() => ines.book(paidId, { start: start ?? '', email, timeZone: 'UTC' }));
    expect(taken.code).toBe('slot_taken');
  });

  it('a paid booking is confirmed once paid and is a sale with source booking, its fee and its hold', async () => {
    const [, start] = await freeStarts(paidId);
    const booked = await nora.book(paidId, { start: start ?? '', email, timeZone: 'UTC' });
    expect(booked).toMatchObject({
      state: 'confirmed',
      booking: { consultationId: paidId, attendeeName: noraName, startsAt: start },
      payment: { state: 'confirmed', amount: { value: 4500, currency: 'EUR' }, item: { source: 'booking' } },
    });
    expect(booked.ics).toContain('BEGIN:VCALENDAR');
    const [sale] = await noraPurchases();
    expect(sale).toMatchObject({
      kind: 'sale',
      source: 'booking',
      itemId: booked.booking.id,
      gross: 4500,
      fee: 900,
      net: 3600,
    });
    expect(Date.parse(sale?.availableAt ?? '') - Date.parse(sale?.occurredAt ?? '')).toBe(7 * 86_400_000);
    expect(await creatorSees(booked.booking.id)).toBe(true);
    expect((await nora.booking(booked.booking.id)).state).toBe('confirmed');
    expect((await refusal(() => ines.booking(booked.booking.id))).status).toBe(404);
  });

  it('a cancelled paid booking is refunded: a reversal row, the payment reversed', async () => {
    const [, , start] = await freeStarts(paidId);
    const booked = await nora.book(paidId, { start: start ?? '', email, timeZone: 'UTC' });
    await creator.bookings.delete(booked.booking.id);
    const rows = await noraPurchases();
    const sale = rows.find((row) => row.kind === 'sale' && row.itemId === booked.booking.id);
    const refund = rows.find((row) => row.reverses === sale?.id);
    expect(refund).toMatchObject({ kind: 'refund', source: 'booking', gross: -4500, fee: -900, net: -3600 });
    expect((await nora.payment(booked.payment?.id ?? '')).state).toBe('reversed');
  });

  it('a free consultation is confirmed at once, with no payment and no sale', async () => {
    const [start] = await freeStarts(freeId);
    const before = (await noraPurchases()).length;
    const booked = await nora.book(freeId, { start: start ?? '', email, timeZone: 'UTC' });
    expect(booked).toMatchObject({ state: 'confirmed', payment: null });
    expect(await noraPurchases()).toHaveLength(before);
  });

  it('guards and refusals: a missing id throws before any request; an invalid email answers 400 with fields', async () => {
    expect((await refusal(() => nora.book('', { start: '', email, timeZone: 'UTC' }))).message).toBe(
      'ID is required',
    );
    const [start] = await freeStarts(paidId);
    const error = await refusal(() =>
      nora.book(paidId, { start: start ?? '', email: 'nope', timeZone: 'UTC' }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Error while booking consultation');
  });
});
