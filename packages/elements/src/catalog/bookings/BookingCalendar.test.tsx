import type { Booking } from '@mym/sdk';
import { type ApiAnswer, type ApiCall, ok } from '@mym/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creatorClient } from '../../test-support/creator-api';
import { renderWithClient } from '../../test-support/render-with-client';
import { BookingCalendar } from './BookingCalendar';

const booking = (overrides: Partial<Booking>): Booking => ({
  id: '55555555-5555-4555-8555-555555555555',
  consultationId: '33333333-3333-4333-8333-333333333333',
  consultationTitle: 'Coaching vocal',
  startsAt: '2026-11-23T13:00:00.000Z',
  endsAt: '2026-11-23T13:30:00.000Z',
  attendeeName: 'Ana López',
  attendeeEmail: 'ana@example.com',
  attendeeTimeZone: 'America/New_York',
  timeZone: 'Europe/Paris',
  ...overrides,
});

/** Earlier today, already over: history, not cancellable. */
const MORNING = booking({
  id: '66666666-6666-4666-8666-666666666666',
  startsAt: '2026-11-23T08:00:00.000Z',
  endsAt: '2026-11-23T08:45:00.000Z',
  attendeeName: 'Marc Dupont',
  attendeeEmail: 'marc@example.com',
  attendeeTimeZone: 'Europe/Paris',
});
const AFTERNOON = booking({});
const FRIDAY = booking({
  id: '77777777-7777-4777-8777-777777777777',
  startsAt: '2026-11-27T17:00:00.000Z',
  endsAt: '2026-11-27T18:00:00.000Z',
  attendeeName: 'Lea Martin',
  attendeeEmail: 'lea@example.com',
  consultationTitle: 'Tirage de cartes',
});

/** The API of a creator in Paris with bookings on the 23rd (today) and the 27th of November 2026. */
function bookingApi(options: { failSearch?: () => boolean } = {}) {
  const stored = [MORNING, AFTERNOON, FRIDAY];
  const dayOf = (item: Booking) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(item.startsAt));
  return creatorClient((call: ApiCall): ApiAnswer => {
    if (call.path === '/bookings/availability') {
      return ok({
        timeZone: 'Europe/Paris',
        slots: [],
        overrides: [],
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeMinutes: 120,
        bookingWindowDays: 60,
      });
    }
    if (call.path === '/bookings/dates') {
      const from = call.query.get('startDate') ?? '';
      const to = call.query.get('endDate') ?? '';
      const days = [...new Set(stored.map(dayOf))].filter((day) => day >= from && day <= to);
      return ok({ dates: days });
    }
    if (call.path === '/bookings/upcoming') {
      const now = Date.now();
      const next = stored.filter((item) => Date.parse(item.endsAt) > now);
      return ok({ bookings: next.sort((a, b) => a.startsAt.localeCompare(b.startsAt)) });
    }
    if (call.path === '/bookings/search') {
      if (options.failSearch?.()) return { status: 503, body: { error: { code: 'down', message: 'x' } } };
      return ok({ bookings: stored.filter((item) => dayOf(item) === call.query.get('date')) });
    }
    const cancelled = stored.findIndex((item) => call.path === `/bookings/${item.id}`);
    if (call.method === 'DELETE' && cancelled >= 0) {
      stored.splice(cancelled, 1);
      return { status: 204 };
    }
    if (call.path === `/bookings/${AFTERNOON.id}/calendar-file`) {
      return { status: 200, body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' };
    }
    return undefined;
  });
}

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const markers = () => screen.queryAllByTestId('day-marker');
/** The selected day's section: its bookings, apart from the upcoming list under the calendar. */
const theDay = async () => within(await screen.findByRole('region', { name: /^Réservations du/ }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('booking calendar (/catalog/bookings)', () => {
  it("selects today in the creator's zone, marks the month's booked days and lists today's bookings in both zones", async () => {
    const { client, calls } = bookingApi();
    renderWithClient(<BookingCalendar banner={<p>Agenda synchronisé</p>} />, client);
    expect(
      await screen.findByRole('heading', { name: 'Réservations du lundi 23 novembre 2026' }),
    ).toBeTruthy();
    expect(screen.getByText('Agenda synchronisé')).toBeTruthy();
    await waitFor(() => expect(markers()).toHaveLength(2));
    const today = day('lundi 23 novembre 2026, avec des réservations');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.closest('td')?.getAttribute('aria-selected')).toBe('true');
    expect(day('vendredi 27 novembre 2026, avec des réservations')).toBeTruthy();
    const dates = calls.find((call) => call.path === '/bookings/dates');
    expect(Object.fromEntries(dates?.query ?? [])).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      timeZone: 'Europe/Paris',
    });

    const [morning, afternoon] = (await (await theDay()).findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(afternoon.textContent).toContain('Coaching vocal');
    expect(afternoon.textContent).toMatch(/14:00\s?–\s?14:30 \(heure de Paris\)/);
    expect(afternoon.textContent).toMatch(/lun\. 23 nov\., 08:00\s?–\s?08:30 \(heure de New York\)/);
    expect(within(afternoon).getByRole('link', { name: 'ana@example.com' }).getAttribute('href')).toBe(
      'mailto:ana@example.com',
    );
    expect(
      within(afternoon).getByRole('button', { name: 'Annuler la réservation de Ana López' }),
    ).toBeTruthy();
    expect(within(morning).getByText('Passée')).toBeTruthy();
    expect(morning.textContent).toContain('La même que la vôtre');
    expect(within(morning).queryByRole('button', { name: /Annuler/ })).toBeNull();
  });

  it('cancelling asks first, says the event leaves the calendar, then the day and its marker refresh', async () => {
    const { client, calls } = bookingApi();
    renderWithClient(<BookingCalendar />, client);
    await waitFor(() => expect(markers()).toHaveLength(2));
    await userEvent.click(day('vendredi 27 novembre 2026'));
    const item = await (await theDay()).findByRole('listitem');
    expect(item.textContent).toContain('Tirage de cartes');
    await userEvent.click(within(item).getByRole('button', { name: 'Annuler la réservation de Lea Martin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Annuler la réservation de Lea Martin ?' });
    expect(dialog.textContent).toContain('Tirage de cartes, le vendredi 27 novembre 2026, 18:00');
    expect(dialog.textContent).toContain('son événement retiré de votre agenda synchronisé');
    expect(dialog.textContent).toContain('Lea Martin en est prévenu(e) par e-mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));

    expect(await screen.findByText('Aucune réservation ce jour-là')).toBeTruthy();
    await waitFor(() => expect(markers()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/bookings/${FRIDAY.id}`,
    ]);
  });

  it('moves between months with the buttons and between days with the arrow keys, Enter selects', async () => {
    const { client, calls } = bookingApi();
    renderWithClient(<BookingCalendar />, client);
    await waitFor(() => expect(markers()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(
      await screen.findByRole('grid', { name: 'Jours de vos réservations, décembre 2026' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((call) => call.query.get('startDate') === '2026-12-01')).toBe(true),
    );
    expect(markers()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await waitFor(() => expect(markers()).toHaveLength(2));

    day('lundi 23 novembre 2026').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-27');
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Réservations du vendredi 27 novembre 2026' }),
    ).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}');
    expect(
      await screen.findByRole('grid', { name: 'Jours de vos réservations, décembre 2026' }),
    ).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-04');
  });

  it('downloads the booking as an .ics file from the API', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:booking';
    });
    // Object URLs are the browser's: the test stands in for the two functions the download uses, then restores them.
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { client, calls } = bookingApi();
    renderWithClient(<BookingCalendar />, client);
    const [, afternoon] = (await (await theDay()).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    await userEvent.click(
      within(afternoon).getByRole('button', {
        name: 'Télécharger le .ics de la réservation de Ana López',
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('booking-2026-11-23-ana-lopez.ics');
    expect(await created[0]?.text()).toContain('BEGIN:VCALENDAR');
    expect(created[0]?.type).toBe('text/calendar');
    expect(calls.some((call) => call.path === `/bookings/${AFTERNOON.id}/calendar-file`)).toBe(true);
    click.mockRestore();
    Object.assign(URL, { createObjectURL: realCreate, revokeObjectURL: realRevoke });
  });

  it('a day whose bookings cannot be loaded says which call failed (spec 8) and loads again on retry', async () => {
    let down = true;
    const { client } = bookingApi({ failSearch: () => down });
    renderWithClient(<BookingCalendar />, client);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Les réservations de ce jour n'ont pas pu être chargées",
    );
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await (await theDay()).findAllByRole('listitem')).toHaveLength(2);
  });

  it('lists the upcoming bookings soonest first, and one opens its day beside the calendar', async () => {
    const { client } = bookingApi();
    renderWithClient(<BookingCalendar />, client);
    const upcoming = within(await screen.findByRole('region', { name: 'À venir' }));
    const items = await upcoming.findAllByRole('button');
    // The morning's booking is over: the afternoon's and Friday's are coming up, in that order.
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^lun\. 23 nov\.,? 14:00Coaching vocal avec Ana López$/),
      expect.stringMatching(/^ven\. 27 nov\.,? 18:00Tirage de cartes avec Lea Martin$/),
    ]);
    await userEvent.click(items[1] as HTMLElement);
    expect(
      await screen.findByRole('heading', { name: 'Réservations du vendredi 27 novembre 2026' }),
    ).toBeTruthy();
    expect((await (await theDay()).findByRole('listitem')).textContent).toContain('Lea Martin');
  });
});
