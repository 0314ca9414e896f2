import type { BookingClient, PublicBooking, PublicConsultation, Slot } from '@mym/sdk/booking';
import { vi } from 'vitest';

/** Two consultations of a creator in Paris, as `GET /public/creators/{id}/consultations` answers. */
export const CONSULTATIONS: PublicConsultation[] = [
  {
    id: '5b0c8a43-3f55-4f4e-9d3c-2a2c7ad0c001',
    title: 'Tarot reading',
    description: 'A full reading over video.',
    duration: 45 * 60,
    price: { value: 3000, currency: 'EUR' },
  },
  {
    id: '5b0c8a43-3f55-4f4e-9d3c-2a2c7ad0c002',
    title: 'Quick question',
    description: '',
    duration: 15 * 60,
    price: { value: 0, currency: 'EUR' },
  },
];

/** Free slots in May 2026 (UTC instants): New York is 4 hours behind UTC then, Paris 2 hours ahead. */
export const SLOTS: Slot[] = [
  { start: '2026-05-12T14:00:00.000Z', end: '2026-05-12T14:45:00.000Z' },
  { start: '2026-05-12T15:00:00.000Z', end: '2026-05-12T15:45:00.000Z' },
  // 02:30 UTC on the 21st is still the 20th in New York.
  { start: '2026-05-21T02:30:00.000Z', end: '2026-05-21T03:15:00.000Z' },
  { start: '2026-06-03T09:00:00.000Z', end: '2026-06-03T09:45:00.000Z' },
];

export const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

export function bookedAnswer(request: Parameters<BookingClient['book']>[0]): PublicBooking {
  const consultation = CONSULTATIONS.find((candidate) => candidate.id === request.consultationId)!;
  return {
    booking: {
      id: '9d7c3b1e-0000-4000-8000-000000000001',
      consultationId: consultation.id,
      consultationTitle: consultation.title,
      startsAt: request.start,
      endsAt: new Date(Date.parse(request.start) + consultation.duration * 1000).toISOString(),
      attendeeName: request.name,
      attendeeEmail: request.email,
      attendeeTimeZone: request.timeZone,
      timeZone: 'Europe/Paris',
    },
    ics: ICS,
  };
}

/** A public booking client over the slots above, every call a mock a test may replace. */
export function fakeBookingClient(overrides: Partial<BookingClient> = {}): BookingClient {
  let free = [...SLOTS];
  return {
    consultations: vi.fn(async () => ({ consultations: CONSULTATIONS, timeZone: 'Europe/Paris' })),
    slots: vi.fn(async ({ from, to }) => ({
      slots: free.filter((slot) => slot.start >= from && slot.start < to),
      timeZone: 'Europe/Paris',
      available: true,
    })),
    book: vi.fn(async (request) => {
      free = free.filter((slot) => slot.start !== request.start);
      return bookedAnswer(request);
    }),
    ...overrides,
  };
}
