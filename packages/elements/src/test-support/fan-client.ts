import { createFanClient, type FanBooking } from '@mym/sdk/fan';
import { API_URL, apiError, fakeApi, json, ok } from '@mym/sdk/testing';
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

/** Where the fans' identity service answers in these tests (`POST /` with a target-operation header). */
export const FAN_IDENTITY = { endpoint: 'http://identity.test/', clientId: 'fans-app' };
export const SUCCEEDS = '4242424242424242';
export const DECLINES = '4000000000000002';

/** `POST /fan/consultations/{id}/bookings`, the route a signed-in fan books on. */
export const fanBookRoute = (consultationId: string) => `POST /fan/consultations/${consultationId}/bookings`;

/**
 * The fan side on the one fake API: the identity knows Lea (`Fan#Password2026`; unconfirmed with
 * `unconfirmed: true` until her code is given), a priced booking waits for its payment, the stand-in's success
 * card pays it and the declined one answers 402 `card_declined`; the booking reads confirmed once paid, or after
 * `confirmedAfterReads` reads when the payment service is slow. `client` is the SDK's real `createFanClient`.
 */
export function fanApi(options: { unconfirmed?: boolean; confirmedAfterReads?: number } = {}) {
  let confirmed = !options.unconfirmed;
  let details: { start: string; email: string; timeZone: string } | undefined;
  let paid = false;
  let reads = 0;
  const api = fakeApi((call) => {
    if (call.url.host === 'identity.test') {
      const operation = call.headers.get('x-amz-target')?.split('.').pop();
      const body = call.body as { AuthParameters?: { USERNAME: string; PASSWORD: string } };
      if (operation === 'SignUp') return json(200, { UserConfirmed: false });
      if (operation === 'ConfirmSignUp') {
        confirmed = true;
        return json(200, {});
      }
      const { USERNAME, PASSWORD } = body.AuthParameters ?? { USERNAME: '', PASSWORD: '' };
      if (USERNAME !== FAN.username || PASSWORD !== 'Fan#Password2026')
        return json(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
      if (!confirmed)
        return json(400, { __type: 'UserNotConfirmedException', message: 'User is not confirmed.' });
      return json(200, { AuthenticationResult: { AccessToken: 'fan-token', ExpiresIn: 3600 } });
    }
    if (call.method === 'GET' && call.path === '/fan/me') return ok(FAN);
    if (call.method === 'POST' && call.path.startsWith('/fan/consultations/')) {
      details = call.body as typeof details;
      return ok(fanBooked(details!, 'awaiting_payment'), 201);
    }
    if (call.method === 'POST' && call.path.endsWith('/dev-charge')) {
      if ((call.body as { card: string }).card === DECLINES) return apiError(402, 'card_declined');
      paid = true;
      return ok({ payment: fanBooked(details!, 'confirmed').payment });
    }
    if (call.method === 'GET' && call.path.startsWith('/fan/bookings/') && details) {
      reads += 1;
      const ready = paid && reads > (options.confirmedAfterReads ?? 0);
      return ok(fanBooked(details, ready ? 'confirmed' : 'awaiting_payment'));
    }
    return undefined;
  });
  return {
    ...api,
    client: createFanClient({ apiUrl: API_URL, identity: FAN_IDENTITY, fetch: api.fetch }),
    /** The bodies the identity service got for one operation (`InitiateAuth`, `SignUp`, `ConfirmSignUp`). */
    identity: (operation: string) =>
      api.calls
        .filter(
          (call) => call.headers.get('x-amz-target') === `AWSCognitoIdentityProviderService.${operation}`,
        )
        .map((call) => call.body),
    /** How many times the booking's state was read. */
    bookingReads: () => api.calls.filter((call) => call.path.startsWith('/fan/bookings/')).length,
  };
}
