import { describe, expect, it } from 'vitest';
import { CreatorApiError } from '../errors';
import { fakeApi, json, thrown } from '../testing/fake-api';
import { createFanClient } from './fan-client';

const creatorId = '0b6c8f8e-2a53-4f4f-9d43-6f0e1c3f7a11';
const payment = {
  id: '7e1a4f7e-6a53-4c41-9d0a-1a2b3c4d5e6f',
  item: { source: 'tip', id: creatorId },
  amount: { value: 500, currency: 'EUR' },
  state: 'confirmed',
  createdAt: '2026-06-15T08:00:00.000Z',
};

describe('createFanClient (DESIGN "The fan side")', () => {
  it('signs in with USER_PASSWORD_AUTH through the fans app client, then sends its token to /fan routes', async () => {
    const api = fakeApi((call) => {
      if (call.url.host === 'identity.test') {
        return json(200, { AuthenticationResult: { AccessToken: 'fan-token', ExpiresIn: 3600 } });
      }
      return json(200, { data: { id: creatorId, username: 'lea', name: 'Lea' } });
    });
    const fan = createFanClient({
      apiUrl: 'http://api.test',
      identity: { endpoint: 'http://identity.test/', clientId: 'fans-app' },
      fetch: api.fetch,
    });
    await fan.signIn('lea@fans.local', 'Fan#Password2026');
    expect(await fan.me()).toEqual({ id: creatorId, username: 'lea', name: 'Lea' });
    const [signIn, me] = api.calls;
    expect(signIn?.headers.get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(signIn?.body).toMatchObject({ ClientId: 'fans-app', AuthFlow: 'USER_PASSWORD_AUTH' });
    expect(me?.url.pathname).toBe('/fan/me');
    expect(me?.headers.get('authorization')).toBe('Bearer fan-token');
  });

  it('a refused sign-in throws the SDK error with the identity code', async () => {
    const api = fakeApi(() =>
      json(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
    );
    const fan = createFanClient({
      apiUrl: 'http://api.test',
      identity: { endpoint: 'http://identity.test/', clientId: 'fans-app' },
      fetch: api.fetch,
    });
    const error = await thrown(() => fan.signIn('lea@fans.local', 'wrong'));
    expect(error).toBeInstanceOf(CreatorApiError);
    expect(error.code).toBe('NotAuthorizedException');
  });

  it('a new fan signs up with their name and email, then confirms with the emailed code (spec 7 SignUp, ConfirmSignUp)', async () => {
    const api = fakeApi(() => json(200, { UserConfirmed: false }));
    const fan = createFanClient({
      apiUrl: 'http://api.test',
      identity: { endpoint: 'http://identity.test/', clientId: 'fans-app' },
      fetch: api.fetch,
    });
    expect(
      await fan.signUp({
        username: 'nina@fans.local',
        email: 'nina@fans.local',
        password: 'Fan#Password2026',
        name: 'Nina',
      }),
    ).toEqual({ confirmed: false });
    await fan.confirmSignUp('nina@fans.local', '123456');
    const [signUp, confirm] = api.calls;
    expect(signUp?.headers.get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.SignUp');
    expect(signUp?.body).toMatchObject({
      ClientId: 'fans-app',
      Username: 'nina@fans.local',
      UserAttributes: [
        { Name: 'email', Value: 'nina@fans.local' },
        { Name: 'name', Value: 'Nina' },
      ],
    });
    expect(confirm?.headers.get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.ConfirmSignUp');
    expect(confirm?.body).toEqual({
      ClientId: 'fans-app',
      Username: 'nina@fans.local',
      ConfirmationCode: '123456',
    });
    await expect(fan.confirmSignUp('nina@fans.local', '')).rejects.toThrow('Code is required');
    expect(api.calls).toHaveLength(2);
  });

  it('a tip opens a payment with its amount, then pays it with the test card given', async () => {
    const api = fakeApi((call) =>
      call.url.pathname.endsWith('/dev-charge')
        ? json(200, { data: { payment } })
        : json(201, { data: { ...payment, state: 'pending' } }),
    );
    const fan = createFanClient({
      apiUrl: 'http://api.test',
      accessToken: () => 'held-token',
      fetch: api.fetch,
    });
    expect(await fan.tip(creatorId, { value: 500, currency: 'EUR' }, { card: '4242424242424242' })).toEqual(
      payment,
    );
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /fan/payments',
      `POST /fan/payments/${payment.id}/dev-charge`,
    ]);
    expect(api.calls[0]?.body).toEqual({
      item: { source: 'tip', id: creatorId },
      amount: { value: 500, currency: 'EUR' },
    });
    expect(api.calls[1]?.body).toEqual({ card: '4242424242424242' });
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer held-token');
  });

  it('a missing id throws the guard message before any request (spec 8)', async () => {
    const api = fakeApi(() => json(200, {}));
    const fan = createFanClient({ apiUrl: 'http://api.test', fetch: api.fetch });
    expect((await thrown(() => fan.send('', 'Hi'))).message).toBe('ID is required');
    expect(api.calls).toEqual([]);
  });

  it('book() makes the booking, pays its price with the test card given, then answers it confirmed', async () => {
    const booking = {
      id: '5d9f1c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
      consultationId: '6e0a2d3f-4c5b-4d6e-9f70-8b9c0d1e2f3a',
      consultationTitle: 'Tarot',
      startsAt: '2026-06-16T07:00:00.000Z',
      endsAt: '2026-06-16T07:30:00.000Z',
      attendeeName: 'Lea',
      attendeeEmail: 'lea@example.com',
      attendeeTimeZone: 'UTC',
      timeZone: 'Europe/Paris',
    };
    const paid = {
      ...payment,
      item: { source: 'booking', id: booking.id },
      amount: { value: 4500, currency: 'EUR' },
    };
    const api = fakeApi((call) => {
      if (call.url.pathname.endsWith('/dev-charge')) return json(200, { data: { payment: paid } });
      if (call.method === 'GET') return json(200, { data: { booking, state: 'confirmed', payment: paid } });
      return json(201, {
        data: {
          booking,
          state: 'awaiting_payment',
          payment: { ...paid, state: 'pending' },
          ics: 'BEGIN:VCALENDAR',
        },
      });
    });
    const fan = createFanClient({
      apiUrl: 'http://api.test',
      accessToken: () => 'held-token',
      fetch: api.fetch,
    });
    const booked = await fan.book(
      booking.consultationId,
      { start: booking.startsAt, email: 'lea@example.com', timeZone: 'UTC' },
      { card: '4242424242424242' },
    );
    expect(booked).toEqual({ booking, state: 'confirmed', payment: paid, ics: 'BEGIN:VCALENDAR' });
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `POST /fan/consultations/${booking.consultationId}/bookings`,
      `POST /fan/payments/${paid.id}/dev-charge`,
      `GET /fan/bookings/${booking.id}`,
    ]);
  });
});
