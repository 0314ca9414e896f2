import {
  type BookingClient,
  createBookingClient,
  type PublicBooking,
  type PublicConsultation,
  type Slot,
} from '@mym/sdk/booking';
import { API_URL, fakeApi, ok } from '@mym/sdk/testing';

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

/** `POST /public/consultations/{id}/bookings`, the route a fan books on. */
export const bookRoute = (consultationId: string) => `POST /public/consultations/${consultationId}/bookings`;

/**
 * The public booking API over the consultations and slots above, on the one fake API: `client` is the SDK's
 * real `createBookingClient`; a booked slot leaves the free ones. `slotsAsked()` reads the months the widget
 * asked for, `sent(bookRoute(id))` what it booked, `answerNext` makes one call fail.
 */
export function bookingApi(
  options: {
    consultations?: PublicConsultation[];
    slots?: Slot[];
    available?: boolean;
    timeZone?: string;
  } = {},
) {
  const { consultations = CONSULTATIONS, available = true, timeZone = 'Europe/Paris' } = options;
  let free = [...(options.slots ?? SLOTS)];
  const api = fakeApi((call) => {
    const [, , kind, id, action] = call.path.split('/');
    if (call.method === 'GET' && kind === 'creators' && action === 'consultations')
      return ok({ consultations, timeZone });
    if (kind !== 'consultations' || !id) return undefined;
    if (call.method === 'GET' && action === 'slots') {
      const from = call.query.get('from') ?? '';
      const to = call.query.get('to') ?? '';
      return ok({ slots: free.filter((slot) => slot.start >= from && slot.start < to), timeZone, available });
    }
    if (call.method === 'POST' && action === 'bookings') {
      const request = call.body as Omit<Parameters<BookingClient['book']>[0], 'consultationId'>;
      free = free.filter((slot) => slot.start !== request.start);
      return ok(bookedAnswer({ ...request, consultationId: id }), 201);
    }
    return undefined;
  });
  return {
    ...api,
    client: createBookingClient({ apiUrl: API_URL, fetch: api.fetch }),
    /** Each slots query as the widget sent it. */
    slotsAsked: () =>
      api.calls
        .filter((call) => call.path.endsWith('/slots'))
        .map((call) => ({ consultationId: call.path.split('/')[3], ...Object.fromEntries(call.query) })),
    /** How many times the consultations were listed. */
    listings: () => api.calls.filter((call) => call.path.endsWith('/consultations')).length,
  };
}
