import { CreatorApiError, type FanBooking, type FanClient } from '@mym/sdk/fan';
import { vi } from 'vitest';
import { bookedAnswer, CONSULTATIONS, ICS } from './booking-client';

/** The signed-in fan of the fake: the fans' app account of Lea. */
export const FAN = { id: '3f1c2b7a-0000-4000-8000-00000000fa01', username: 'lea@fans.example', name: 'Lea' };

/** A booking of the priced consultation as `POST /fan/consultations/{id}/bookings` answers it, in a given state. */
export function fanBooked(
  request: { start: string; email: string; timeZone: string },
  state: FanBooking['state'],
  paymentState: 'pending' | 'confirmed' | 'declined' = state === 'confirmed' ? 'confirmed' : 'pending',
): FanBooking {
  const consultation = CONSULTATIONS[0]!;
  const { booking } = bookedAnswer({ ...request, consultationId: consultation.id, name: FAN.name });
  return {
    booking,
    state,
    payment: {
      id: '7e1a4f7e-6a53-4c41-9d0a-1a2b3c4d5e6f',
      item: { source: 'booking', id: booking.id },
      amount: consultation.price,
      state: paymentState,
      createdAt: '2026-05-10T12:00:00.000Z',
    },
    ics: ICS,
  };
}

/**
 * A fan client whose identity knows Lea (`Fan#Password2026`) and whose pay step takes the stand-in's cards: the
 * success card confirms at once, the declined one throws 402 `card_declined`. Every call a mock a test may replace.
 */
export function fakeFanClient(overrides: Partial<FanClient> = {}): FanClient {
  const client: Partial<FanClient> = {
    signIn: vi.fn(async (username: string, password: string) => {
      if (username !== FAN.username || password !== 'Fan#Password2026') {
        throw new CreatorApiError('Error while signing in fan', {
          status: 400,
          code: 'NotAuthorizedException',
        });
      }
      return { accessToken: 'fan-token', refreshToken: undefined, expiresAt: Date.now() + 3_600_000 };
    }),
    signUp: vi.fn(async () => ({ confirmed: false })),
    confirmSignUp: vi.fn(async () => undefined),
    me: vi.fn(async () => FAN),
    book: vi.fn(async (_id, details, options) => {
      if (options?.card === '4000000000000002') {
        throw new CreatorApiError('Error while paying', { status: 402, code: 'card_declined' });
      }
      return fanBooked(details, 'confirmed');
    }),
    booking: vi.fn(async () => {
      throw new Error('no booking awaits its payment in this fake');
    }),
    ...overrides,
  };
  return client as FanClient;
}
