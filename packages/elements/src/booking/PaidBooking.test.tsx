import type { FanClient } from '@mym/sdk/fan';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingApi, bookRoute, CONSULTATIONS, SLOTS } from '../test-support/booking-client';
import { DECLINES, FAN, FAN_IDENTITY, fanApi, fanBookRoute, SUCCEEDS } from '../test-support/fan-client';
import { BookingWidget } from './BookingWidget';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderWidget(
  fan: FanClient,
  options: { onBooked?: () => void; standIn?: boolean; locale?: string } = {},
) {
  const booking = bookingApi();
  render(
    <BookingWidget
      creatorId="0f8fad5b-d9cb-469f-a165-70867728950e"
      apiUrl="http://api.test"
      locale={options.locale ?? 'en'}
      timeZone="America/New_York"
      client={booking.client}
      fanClient={fan}
      fanIdentity={FAN_IDENTITY}
      paymentStandIn={options.standIn ?? true}
      onBooked={options.onBooked}
    />,
  );
  return booking;
}

/** The priced consultation (Tarot reading, €30), 12 May at 10:00 in New York. */
async function pickPricedSlot() {
  await userEvent.click(await screen.findByRole('button', { name: /Tarot reading/ }));
  const day = () => document.querySelector<HTMLButtonElement>('[data-date="2026-05-12"]')!;
  await waitFor(() => expect(day().getAttribute('aria-disabled')).toBeNull());
  await userEvent.click(day());
  await userEvent.click(screen.getByRole('button', { name: '10:00' }));
}

async function signIn(password = 'Fan#Password2026') {
  await userEvent.type(screen.getByLabelText('Email'), FAN.username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('<BookingWidget> a priced consultation is paid by a fan (DESIGN "Money")', () => {
  it('the list says the price and that it is paid online; the recap shows what to pay and asks to sign in', async () => {
    const booking = renderWidget(fanApi().client);
    const tarot = await screen.findByRole('button', { name: /Tarot reading/ });
    expect(tarot.textContent).toContain('€30');
    expect(tarot.textContent).toContain('Paid online when booking, with a fan account');
    await pickPricedSlot();
    const heading = await screen.findByRole('heading', { name: 'Sign in to book and pay' });
    expect(heading).toBe(document.activeElement);
    expect(screen.getByText('To pay: €30')).toBeTruthy();
    expect(screen.getByText(/This consultation costs €30/)).toBeTruthy();
    expect(booking.sent(bookRoute(CONSULTATIONS[0]!.id))).toEqual([]);
  });

  it('blank sign-in -> mandatory_field_is_empty_error under both fields; a wrong password says so under it (spec 5)', async () => {
    const fan = fanApi();
    renderWidget(fan.client);
    await pickPricedSlot();
    await screen.findByRole('heading', { name: 'Sign in to book and pay' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(fan.identity('InitiateAuth')).toEqual([]);
    await signIn('wrong');
    expect(await screen.findByText('Incorrect email or password.')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('signed in, the fan pays with the card; the confirmation says booked and paid and the page hears of it', async () => {
    const fan = fanApi();
    const onBooked = vi.fn();
    renderWidget(fan.client, { onBooked });
    await pickPricedSlot();
    await screen.findByRole('heading', { name: 'Sign in to book and pay' });
    await signIn();
    const payment = await screen.findByRole('heading', { name: 'Payment' });
    await waitFor(() => expect(payment).toBe(document.activeElement));
    expect(screen.getByText('Signed in as Lea')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(FAN.username);
    await userEvent.click(screen.getByRole('button', { name: 'Pay €30 and book' }));
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(fan.sent(fanBookRoute(CONSULTATIONS[0]!.id))).toEqual([]);
    await userEvent.type(screen.getByLabelText('Card number'), SUCCEEDS);
    await userEvent.click(screen.getByRole('button', { name: 'Pay €30 and book' }));
    const done = await screen.findByRole('heading', { name: 'Your consultation is booked and paid' });
    expect(done).toBe(document.activeElement);
    expect(screen.getByText('Paid: €30')).toBeTruthy();
    expect(fan.sent(fanBookRoute(CONSULTATIONS[0]!.id))).toEqual([
      { start: SLOTS[0]!.start, email: FAN.username, timeZone: 'America/New_York' },
    ]);
    expect(fan.calls.filter((call) => call.path.endsWith('/dev-charge')).map((call) => call.body)).toEqual([
      { card: SUCCEEDS },
    ]);
    expect(onBooked).toHaveBeenCalledTimes(1);
  });

  it('a declined card says nothing was charged and shows no confirmation; another time reads the times again', async () => {
    const onBooked = vi.fn();
    const booking = renderWidget(fanApi().client, { onBooked });
    await pickPricedSlot();
    await screen.findByRole('heading', { name: 'Sign in to book and pay' });
    await signIn();
    await screen.findByRole('heading', { name: 'Payment' });
    await userEvent.type(screen.getByLabelText('Card number'), DECLINES);
    await userEvent.click(screen.getByRole('button', { name: 'Pay €30 and book' }));
    expect(await screen.findByText(/Your card was declined and nothing was charged/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay €30 and book' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /booked and paid/ })).toBeNull();
    expect(onBooked).not.toHaveBeenCalled();
    // Another time: the times are read again (the declined one is held a while), the fan still signed in.
    const slotCalls = booking.slotsAsked().length;
    const [, another] = screen.getAllByRole('button', { name: 'Other time' });
    await userEvent.click(another!);
    expect(await screen.findByRole('heading', { name: 'Choose a time' })).toBe(document.activeElement);
    await waitFor(() => expect(booking.slotsAsked().length).toBeGreaterThan(slotCalls));
    await userEvent.click(await screen.findByRole('button', { name: '11:00' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(screen.getByText('Signed in as Lea')).toBeTruthy();
  });

  it('paid but not yet confirmed by the payment service: it waits, asking the booking state, then confirms', async () => {
    const fan = fanApi({ confirmedAfterReads: 2 });
    renderWidget(fan.client);
    await pickPricedSlot();
    await screen.findByRole('heading', { name: 'Sign in to book and pay' });
    await signIn();
    await screen.findByRole('heading', { name: 'Payment' });
    await userEvent.type(screen.getByLabelText('Card number'), SUCCEEDS);
    await userEvent.click(screen.getByRole('button', { name: 'Pay €30 and book' }));
    expect(await screen.findByText(/Waiting for the payment service/)).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Your consultation is booked and paid' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(fan.bookingReads()).toBeGreaterThanOrEqual(3);
  });

  it('a new fan signs up, confirms the emailed code and is signed in to pay', async () => {
    const fan = fanApi({ unconfirmed: true });
    renderWidget(fan.client, { locale: 'fr' });
    await userEvent.click(await screen.findByRole('button', { name: /Tarot reading/ }));
    const day = () => document.querySelector<HTMLButtonElement>('[data-date="2026-05-12"]')!;
    await waitFor(() => expect(day().getAttribute('aria-disabled')).toBeNull());
    await userEvent.click(day());
    await userEvent.click(screen.getByRole('button', { name: '10:00' }));
    await screen.findByRole('heading', { name: 'Connectez-vous pour réserver et payer' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer un compte fan' }));
    await userEvent.type(screen.getByLabelText('Nom'), 'Lea');
    await userEvent.type(screen.getByLabelText('E-mail'), FAN.username);
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Fan#Password2026');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      await screen.findByText(`Nous avons envoyé un code à ${FAN.username}.`, { exact: false }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Code de confirmation'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByRole('heading', { name: 'Paiement' })).toBeTruthy();
    expect(fan.identity('SignUp')).toMatchObject([
      {
        Username: FAN.username,
        Password: 'Fan#Password2026',
        UserAttributes: [
          { Name: 'email', Value: FAN.username },
          { Name: 'name', Value: 'Lea' },
        ],
      },
    ]);
    expect(fan.identity('ConfirmSignUp')).toMatchObject([
      { Username: FAN.username, ConfirmationCode: '123456' },
    ]);
    expect(fan.identity('InitiateAuth')).toMatchObject([
      { AuthParameters: { USERNAME: FAN.username, PASSWORD: 'Fan#Password2026' } },
    ]);
  });

  it('an account signed up but never confirmed is asked its emailed code at sign-in, then pays', async () => {
    const fan = fanApi({ unconfirmed: true });
    renderWidget(fan.client);
    await pickPricedSlot();
    await screen.findByRole('heading', { name: 'Sign in to book and pay' });
    await signIn();
    await userEvent.type(await screen.findByLabelText('Confirmation code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(fan.identity('ConfirmSignUp')).toMatchObject([
      { Username: FAN.username, ConfirmationCode: '654321' },
    ]);
  });

  it('without the payment stand-in (no pay step), a priced consultation is not booked here and says so', async () => {
    const fan = fanApi();
    renderWidget(fan.client, { standIn: false });
    await pickPricedSlot();
    expect(await screen.findByText(/pay for it from your fan account on the platform/)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(fan.sent(fanBookRoute(CONSULTATIONS[0]!.id))).toEqual([]);
  });
});
