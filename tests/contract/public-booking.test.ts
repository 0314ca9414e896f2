import { type CreatorClient, createBookingClient } from '@mym/sdk';
import { PAYMENT_REQUIRED } from '@mym/sdk/booking';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, signInBookableCreator } from './support/clients';
import { contractStack } from './support/stack';

const REDIRECT_URI = 'http://localhost:4321/app/catalog/calendar/oauthcallback';
let creator: CreatorClient;
let creatorId: string;
let consultationId: string;
const fans = () => createBookingClient({ apiUrl: contractStack().apiUrl });

/** Tomorrow's 10:00-13:00 in Tokyo-free terms: the creator opens every day 09:00-18:00 in Paris. */
const nextDays = (days: number) => {
  const from = new Date(Date.now() + 24 * 3600 * 1000);
  return { from: from.toISOString(), to: new Date(from.getTime() + days * 24 * 3600 * 1000).toISOString() };
};

beforeAll(async () => {
  creator = await signInBookableCreator();
  creatorId = (await creator.creator.me()).id;
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
  consultationId = (
    await creator.bookings.consultations.create({
      title: 'Tarot',
      description: 'Thirty minutes',
      duration: 1800,
      price: { value: 0, currency: 'EUR' },
    })
  ).id;
});

describe('public booking through createBookingClient', () => {
  it('a fan with no token lists the consultations and the free slots in UTC', async () => {
    const list = await fans().consultations(creatorId);
    expect(list.timeZone).toBe('Europe/Paris');
    expect(list.consultations.map((c) => c.id)).toContain(consultationId);
    const { slots, available } = await fans().slots({
      consultationId,
      ...nextDays(2),
      timeZone: 'Asia/Tokyo',
    });
    expect(available).toBe(true);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(1800_000);
  });

  it('no double booking: 50 fans booking one slot at once get one booking and 49 refusals 409 slot_taken', async () => {
    const { slots } = await fans().slots({ consultationId, ...nextDays(2), timeZone: 'Asia/Tokyo' });
    const start = slots[3]?.start ?? '';
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        fans().book({
          consultationId,
          start,
          name: `Fan ${i}`,
          email: `fan${i}@example.com`,
          timeZone: 'Asia/Tokyo',
        }),
      ),
    );
    const booked = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason] : []));
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const error of refused)
      expect(error).toMatchObject({
        status: 409,
        code: 'slot_taken',
        message: 'Error while booking consultation',
      });
    const day = start.slice(0, 10);
    const onThatDay = await creator.bookings.search({ date: day, timeZone: 'UTC' });
    expect(onThatDay.filter((booking) => booking.startsAt === start)).toHaveLength(1);
    const after = await fans().slots({ consultationId, ...nextDays(2), timeZone: 'Asia/Tokyo' });
    expect(after.slots.map((slot) => slot.start)).not.toContain(start);
  });

  it('the booking carries an .ics in the fan zone; the creator gets one in theirs', async () => {
    const { slots } = await fans().slots({ consultationId, ...nextDays(2), timeZone: 'America/New_York' });
    const { booking, ics } = await fans().book({
      consultationId,
      start: slots[5]?.start ?? '',
      name: 'Grace',
      email: 'grace@example.com',
      timeZone: 'America/New_York',
    });
    expect(ics).toContain('TZID=America/New_York');
    expect(await creator.bookings.calendarFile(booking.id)).toContain('TZID=Europe/Paris');
  });

  it('GET /bookings/upcoming lists the bookings still to come, soonest first, within its limit', async () => {
    const upcoming = await creator.bookings.upcoming();
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    const starts = upcoming.map((booking) => booking.startsAt);
    expect(starts).toEqual([...starts].sort());
    for (const booking of upcoming) expect(Date.parse(booking.endsAt)).toBeGreaterThan(Date.now());
    expect(await creator.bookings.upcoming({ limit: 1 })).toEqual(upcoming.slice(0, 1));
    const tooMany = await refusal(() => creator.bookings.upcoming({ limit: 101 }));
    expect(tooMany.status).toBe(400);
  });

  it('guards and refusals: a missing id throws before any request; an invalid email answers 400 with fields', async () => {
    await expect(fans().consultations('')).rejects.toMatchObject({ message: 'Creator id is required' });
    const error = await refusal(() =>
      fans().book({
        consultationId,
        start: nextDays(1).from,
        name: 'Grace',
        email: 'grace',
        timeZone: 'Europe/Paris',
      }),
    );
    expect(error).toMatchObject({ status: 400, fields: { email: ['mandatory_field_is_empty_error'] } });
  });

  it('a priced consultation is refused to an anonymous booking: 402 payment_required, nothing stored, the slot still offered (DESIGN "Money")', async () => {
    const priced = await creator.bookings.consultations.create({
      title: 'Paid tarot',
      description: 'Thirty minutes',
      duration: 1800,
      price: { value: 2500, currency: 'EUR' },
    });
    try {
      const { slots } = await fans().slots({ consultationId: priced.id, ...nextDays(2), timeZone: 'UTC' });
      const start = slots[5]?.start ?? '';
      const before = await creator.bookings.upcoming({ limit: 100 });
      const error = await refusal(() =>
        fans().book({
          consultationId: priced.id,
          start,
          name: 'Grace',
          email: 'grace@fans.example',
          timeZone: 'UTC',
        }),
      );
      expect(error).toMatchObject({ status: 402, code: PAYMENT_REQUIRED });
      expect(await creator.bookings.upcoming({ limit: 100 })).toEqual(before);
      const after = await fans().slots({ consultationId: priced.id, ...nextDays(2), timeZone: 'UTC' });
      expect(after.slots.map((slot) => slot.start)).toContain(start);
    } finally {
      await creator.bookings.consultations.delete(priced.id);
    }
  });
});
