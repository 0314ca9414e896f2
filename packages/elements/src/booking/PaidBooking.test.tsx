import type { BookingClient } from '@mym/sdk/booking';
import { CreatorApiError, type FanClient } from '@mym/sdk/fan';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSULTATIONS, fakeBookingClient, SLOTS } from '../test-support/booking-client';
import { FAN, fakeFanClient, fanBooked } from '../test-support/fan-client';
import { BookingWidget } from './BookingWidget';

const SUCCEEDS = '4242424242424242';
const DECLINES = '4000000000000002';

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
  options: { client?: BookingClient; onBooked?: () => void; standIn?: boolean; locale?: string } = {},
) {
  const client = options.client ?? fakeBookingClient();
  render(
    <BookingWidget
      creatorId="0f8fad5b-d9cb-469f-a165-70867728950e"
      apiUrl="http://api.test"
      locale={options.locale ?? 'en'}
      timeZone="America/New_York"
      client={client}
      fanClient={fan}
      fanIdentity={{ endpoint: 'http://identity.test/', clientId: 'fans-app' }}
      paymentStandIn={options.standIn ?? true}
      onBooked={options.onBooked}
    />,
  );
  return client;
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
    const fan = fakeFanClient();
    const client = renderWidget(fan);
    const tarot = await screen.findByRole('button', { name: /Tarot reading/ });
    expect(tarot.textContent).toContain('€30');
    expect(tarot.textContent).toContain('Paid online when booking, with a fan account');
    await pickPricedSlot();
    const heading = await screen.findByRole('heading', { name: 'Sign in to book and pay' });
    expect(heading).toBe(document.activeElement);
    expect(screen.getByText('To pay: €30')).toBeTruthy();
    expect(screen.getByText(/This consultation costs €30/)).toBeTruthy();
    expect(client.book).not.toHaveBeenCalled();
  });

  it('blank sign-in -> mandatory_field_is_empty_error under both fields; a wrong password says so under it (spec 5)', async () => {
    const fan = fakeFanClient();
    renderWidget(fan);
    await pickPricedSlot();
    await screen.findByRole('heading', { name: 'Sign in to book and pay' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(fan.signIn).not.toHaveBeenCalled();
    await signIn('wrong');
    expect(await screen.findByText('Incorrect email or password.')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('signed in, the fan pays with the card; the confirmation says booked and paid and the page hears of it', async () => {
    const fan = fakeFanClient();
    const onBooked = vi.fn();
    renderWidget(fan, { onBooked });
    await pickPricedSlot();
    await screen.findByRole('heading', { name: 'Sign in to book and pay' });
    await signIn();
    const payment = await screen.findByRole('heading', { name: 'Payment' });
    await waitFor(() => expect(payment).toBe(document.activeElement));
    expect(screen.getByText('Signed in as Lea')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(FAN.username);
    await userEvent.click(screen.getByRole('button', { name: 'Pay €30 and book' }));
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(fan.book).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Card number'), SUCCEEDS);
    await userEvent.click(screen.getByRole('button', { name: 'Pay €30 and book' }));
    const done = await screen.findByRole('heading', { name: 'Your consultation is booked and paid' });
    expect(done).toBe(document.activeElement);
    expect(screen.getByText('Paid: €30')).toBeTruthy();
    expect(fan.book).toHaveBeenCalledWith(
      CONSULTATIONS[0]!.id,
      { start: SLOTS[0]!.start, email: FAN.username, timeZone: 'America/New_York' },
      { card: SUCCEEDS },
    );
    expect(onBooked).toHaveBeenCalledTimes(1);
  });

  it('a declined card says nothing was charged and shows no confirmation; another time reads the times again', async () => {
    const fan = fakeFanClient();
    const onBooked = vi.fn();
    const client = renderWidget(fan, { onBooked });
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
    const slotCalls = vi.mocked(client.slots).mock.calls.length;
    const [, another] = screen.getAllByRole('button', { name: 'Other time' });
    await userEvent.click(another!);
    expect(await screen.findByRole('heading', { name: 'Choose a time' })).toBe(document.activeElement);
    await waitFor(() => expect(vi.mocked(client.slots).mock.calls.length).toBeGreaterThan(slotCalls));
    await userEvent.click(await screen.findByRole('button', { name: '11:00' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(screen.getByText('Signed in as Lea')).toBeTruthy();
  });

  it('paid but not yet confirmed by the payment service: it waits, asking the booking state, then confirms', async () => {
    let confirmed = false;
    const fan = fakeFanClient({
      book: vi.fn(async (_id, details) => fanBooked(details, 'awaiting_payment')),
      booking: vi.fn(async () => {
        const answer = fanBooked(
          { start: SLOTS[0]!.start, email: FAN.username, timeZone: 'America/New_York' },
          confirmed ? 'confirmed' : 'awaiting_payment',
        );
        confirmed = true;
        return answer;
      }),
    });
    renderWidget(fan);
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
    expect(vi.mocked(fan.booking).mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('a new fan signs up, confirms the emailed code and is signed in to pay', async () => {
    const fan = fakeFanClient();
    renderWidget(fan, { locale: 'fr' });
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
    expect(fan.signUp).toHaveBeenCalledWith({
      username: FAN.username,
      email: FAN.username,
      password: 'Fan#Password2026',
      name: 'Lea',
    });
    expect(fan.confirmSignUp).toHaveBeenCalledWith(FAN.username, '123456');
    expect(fan.signIn).toHaveBeenCalledWith(FAN.username, 'Fan#Password2026');
  });

  it('an account signed up but never confirmed is asked its emailed code at sign-in, then pays', async () => {
    const fan = fakeFanClient();
    vi.mocked(fan.signIn).mockRejectedValueOnce(
      new CreatorApiError('Error while signing in fan', { status: 400, code: 'UserNotConfirmedException' }),
    );
    renderWidget(fan);
    await pickPricedSlot();
    await screen.findByRole('heading', { name: 'Sign in to book and pay' });
    await signIn();
    await userEvent.type(await screen.findByLabelText('Confirmation code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(fan.confirmSignUp).toHaveBeenCalledWith(FAN.username, '654321');
  });

  it('without the payment stand-in (no pay step), a priced consultation is not booked here and says so', async () => {
    const fan = fakeFanClient();
    renderWidget(fan, { standIn: false });
    await pickPricedSlot();
    expect(await screen.findByText(/pay for it from your fan account on the platform/)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(fan.book).not.toHaveBeenCalled();
  });
});
