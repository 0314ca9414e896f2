import type { BookingClient } from '@mym/sdk/booking';
import { apiError } from '@mym/sdk/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingApi, bookRoute, CONSULTATIONS, ICS, SLOTS } from '../test-support/booking-client';
import { BookingWidget } from './BookingWidget';

const CREATOR_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

// Only the clock is fake: "today" is Sunday 10 May 2026 while timers stay real for the screens.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderWidget(client: BookingClient, props: { locale?: string; onBooked?: () => void } = {}) {
  return render(
    <BookingWidget
      creatorId={CREATOR_ID}
      apiUrl="http://api.test"
      locale={props.locale ?? 'en'}
      timeZone="America/New_York"
      client={client}
      onBooked={props.onBooked}
    />,
  );
}

const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;

/** Through the first two steps to the details of the 10:00 (New York) slot of 12 May, of the free consultation. */
async function pickTenOClock() {
  await userEvent.click(await screen.findByRole('button', { name: /Quick question/ }));
  await waitFor(() => expect(day('2026-05-12').getAttribute('aria-disabled')).toBeNull());
  await userEvent.click(day('2026-05-12'));
  await userEvent.click(screen.getByRole('button', { name: '10:00' }));
  await screen.findByRole('heading', { name: 'Your details' });
}

describe('<BookingWidget> consultations', () => {
  it('lists the consultations with their length and price, free ones said free (spec 9 money format)', async () => {
    const api = bookingApi();
    renderWidget(api.client);
    const tarot = await screen.findByRole('button', { name: /Tarot reading/ });
    expect(tarot.textContent).toContain('45 min');
    expect(tarot.textContent).toContain('€30');
    expect(screen.getByRole('button', { name: /Quick question/ }).textContent).toContain('Free');
    expect(api.calls.map((call) => call.path)).toEqual([`/public/creators/${CREATOR_ID}/consultations`]);
  });

  it('in French by default wording and money (spec 4: French is the default language)', async () => {
    renderWidget(bookingApi().client, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Réserver une consultation' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: /Tarot reading/ })).textContent).toMatch(/30\s€/);
  });

  it('a creator without consultations shows the empty state', async () => {
    renderWidget(bookingApi({ consultations: [], timeZone: 'UTC' }).client);
    expect(await screen.findByText('No consultation to book')).toBeTruthy();
  });

  it('a list that could not be loaded says so with a retry (spec 8 "error state with retry")', async () => {
    const api = bookingApi();
    api.answerNext(`GET /public/creators/${CREATOR_ID}/consultations`, new TypeError('fetch failed'));
    renderWidget(api.client);
    expect(await screen.findByText(/could not be reached/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Tarot reading/ })).toBeTruthy();
  });
});

describe('<BookingWidget> day and time in the fan zone', () => {
  it('asks one month of slots of the fan zone, enables only the days with slots, shows New York times', async () => {
    const api = bookingApi();
    renderWidget(api.client);
    await userEvent.click(await screen.findByRole('button', { name: /Tarot reading/ }));
    expect(await screen.findByRole('heading', { name: 'Choose a time' })).toBe(document.activeElement);
    expect(screen.getByText('Times in New York time')).toBeTruthy();
    await waitFor(() => expect(day('2026-05-12').getAttribute('aria-disabled')).toBeNull());
    // May 2026 of New York: 1 May 00:00 EDT (04:00 UTC) to 1 June 00:00 EDT.
    expect(api.slotsAsked()).toContainEqual({
      consultationId: CONSULTATIONS[0]!.id,
      from: '2026-05-01T04:00:00.000Z',
      to: '2026-06-01T04:00:00.000Z',
      timeZone: 'America/New_York',
    });
    expect(day('2026-05-13').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-05-20').getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(day('2026-05-12'));
    const times = screen.getByRole('heading', { name: /Times on Tuesday, May 12, 2026/ }).parentElement!;
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['10:00', '11:00']);
  });

  it('another zone regroups the slots by that zone days and times', async () => {
    renderWidget(bookingApi().client);
    await userEvent.click(await screen.findByRole('button', { name: /Tarot reading/ }));
    await waitFor(() => expect(day('2026-05-20').getAttribute('aria-disabled')).toBeNull());
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    expect(screen.getByText('Times in Tokyo time')).toBeTruthy();
    // 02:30 UTC on the 21st is 11:30 on the 21st in Tokyo.
    await waitFor(() => expect(day('2026-05-21').getAttribute('aria-disabled')).toBeNull());
    expect(day('2026-05-20').getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(day('2026-05-21'));
    expect(screen.getByRole('button', { name: '11:30' })).toBeTruthy();
  });

  it('moves a month at a time, never before the current month', async () => {
    const api = bookingApi();
    renderWidget(api.client);
    await userEvent.click(await screen.findByRole('button', { name: /Tarot reading/ }));
    expect(screen.getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(day('2026-06-03').getAttribute('aria-disabled')).toBeNull());
    expect(api.slotsAsked().at(-1)).toMatchObject({
      from: '2026-06-01T04:00:00.000Z',
      to: '2026-07-01T04:00:00.000Z',
    });
  });

  it('says when the creator is not taking bookings (available: false)', async () => {
    renderWidget(bookingApi({ slots: [], available: false }).client);
    await userEvent.click(await screen.findByRole('button', { name: /Tarot reading/ }));
    expect(await screen.findByText(/not taking bookings right now/)).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('says when a month has no free time', async () => {
    renderWidget(bookingApi({ slots: [] }).client);
    await userEvent.click(await screen.findByRole('button', { name: /Tarot reading/ }));
    expect(await screen.findByText('No free time in May 2026. Try another month.')).toBeTruthy();
  });
});

describe('<BookingWidget> details and booking', () => {
  it('blank details -> mandatory_field_is_empty_error under both fields (spec 5 "Generic")', async () => {
    const api = bookingApi();
    renderWidget(api.client);
    await pickTenOClock();
    expect(screen.getByText(/Tuesday, May 12, 2026 at 10:00/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(api.sent(bookRoute(CONSULTATIONS[1]!.id))).toEqual([]);
  });

  it('books in the fan zone, confirms on both clocks, offers the .ics and reports the booking', async () => {
    const api = bookingApi();
    const onBooked = vi.fn();
    renderWidget(api.client, { onBooked });
    await pickTenOClock();
    await userEvent.type(screen.getByLabelText('Name'), '  Ada Fan ');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@fans.example');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const heading = await screen.findByRole('heading', { name: 'Your consultation is booked' });
    expect(heading).toBe(document.activeElement);
    expect(api.sent(bookRoute(CONSULTATIONS[1]!.id))).toEqual([
      {
        start: SLOTS[0]!.start,
        name: 'Ada Fan',
        email: 'ada@fans.example',
        timeZone: 'America/New_York',
      },
    ]);
    const summary = screen.getByText('Tuesday, May 12, 2026 at 10:00 (America/New_York)').parentElement!;
    expect(summary.textContent).toContain('Quick question');
    expect(
      screen.getByText(/For the creator, that is Tuesday, May 12, 2026 at 16:00 \(Paris time\)/),
    ).toBeTruthy();
    const file = screen.getByRole('link', { name: 'Add to my calendar' });
    expect(file.getAttribute('download')).toBe('consultation-2026-05-12.ics');
    expect(decodeURIComponent(file.getAttribute('href')!.split(',')[1]!)).toBe(ICS);
    expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ startsAt: SLOTS[0]!.start }));
  });

  it('a slot another fan took (409 slot_taken) sends back to fresh slots, the details kept', async () => {
    const api = bookingApi();
    api.answerNext(bookRoute(CONSULTATIONS[1]!.id), apiError(409, 'slot_taken'));
    renderWidget(api.client);
    await pickTenOClock();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Fan');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@fans.example');
    const slotCalls = api.slotsAsked().length;
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(/Someone else just booked this time/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a time' })).toBe(document.activeElement);
    await waitFor(() => expect(api.slotsAsked().length).toBeGreaterThan(slotCalls));
    await userEvent.click(await screen.findByRole('button', { name: '11:00' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Fan');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Your consultation is booked' })).toBeTruthy();
  });

  it('too many attempts (429) say so with a retry that books', async () => {
    const api = bookingApi();
    api.answerNext(bookRoute(CONSULTATIONS[1]!.id), apiError(429, 'rate_limited'));
    renderWidget(api.client);
    await pickTenOClock();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Fan');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@fans.example');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(/Too many attempts/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your consultation is booked' })).toBeTruthy();
    expect(api.sent(bookRoute(CONSULTATIONS[1]!.id))).toHaveLength(2);
  });

  it('a consultation removed meanwhile (404) sends back to a fresh list', async () => {
    const api = bookingApi();
    api.answerNext(bookRoute(CONSULTATIONS[1]!.id), apiError(404, 'not_found'));
    renderWidget(api.client);
    await pickTenOClock();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Fan');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@fans.example');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(/no longer offered/)).toBeTruthy();
    await waitFor(() => expect(api.listings()).toBe(2));
  });

  it('a field the API refuses shows its key under the field', async () => {
    const api = bookingApi();
    api.answerNext(
      bookRoute(CONSULTATIONS[1]!.id),
      apiError(400, 'validation', { email: ['mandatory_field_is_empty_error'] }),
      Number.POSITIVE_INFINITY,
    );
    renderWidget(api.client);
    await pickTenOClock();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Fan');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@fans.example');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('another consultation after a booking starts again from the list', async () => {
    renderWidget(bookingApi().client);
    await pickTenOClock();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Fan');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@fans.example');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Book another consultation' }));
    expect(await screen.findByRole('heading', { name: 'Book a consultation' })).toBe(document.activeElement);
  });
});
