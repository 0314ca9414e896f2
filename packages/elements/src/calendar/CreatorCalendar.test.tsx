import type { CreatorCalendar as Calendar, CalendarEntry } from '@mym/sdk';
import { apiError, pushRecord, type RouteAnswer } from '@mym/sdk/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { CreatorCalendar } from './CreatorCalendar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  // 15 June 2026, 08:00 in Paris: the month shown is June.
  vi.useFakeTimers({ now: new Date('2026-06-15T06:00:00.000Z'), toFake: ['Date'] });
});

const push: CalendarEntry = {
  kind: 'push',
  id: 'push-1',
  title: 'New set',
  startsAt: '2026-06-20T18:00:00.000Z',
  endsAt: null,
  movable: true,
  version: 3,
};
const live: CalendarEntry = {
  kind: 'live',
  id: 'live-1',
  title: 'Q&A live',
  startsAt: '2026-06-26T19:00:00.000Z',
  endsAt: '2026-06-26T20:00:00.000Z',
  movable: false,
  version: 1,
};
const booking: CalendarEntry = {
  kind: 'booking',
  id: 'booking-1',
  title: 'Tarot reading',
  startsAt: '2026-06-22T09:00:00.000Z',
  endsAt: '2026-06-22T09:30:00.000Z',
  movable: false,
  version: null,
};

/** The calendar of June, and a push moved as `moved` answers (the push as it is now, by default). */
function calendarClient(
  moved: RouteAnswer = (call) => ({ body: { ...pushRecord, ...(call.body as object) } }),
) {
  const calendar: Calendar = {
    timeZone: 'Europe/Paris',
    entries: [push, booking, live],
    restrictedDays: ['2026-06-24'],
  };
  return creatorClient(creatorRoutes({ 'GET /calendar': { body: calendar }, 'PATCH /pushes/push-1': moved }));
}
const ranges = (api: ReturnType<typeof calendarClient>) =>
  api.calls.filter((call) => call.path === '/calendar').map((call) => Object.fromEntries(call.query));

const hrefOf = (entry: CalendarEntry) => `/app/${entry.kind}/${entry.id}`;

describe("one calendar of everything the creator scheduled, in the creator's zone", () => {
  it('asks one range for the month shown and puts each post, push, live and booking on its day, opening its screen', async () => {
    const api = calendarClient();
    renderWithClient(<CreatorCalendar entryHref={hrefOf} />, api.client);
    const link = await screen.findByRole('link', { name: /New set/ });
    expect(ranges(api)).toContainEqual({ from: '2026-06-01', to: '2026-07-05' });
    expect(link.getAttribute('href')).toBe('/app/push/push-1');
    expect(link.closest('[data-date]')?.getAttribute('data-date')).toBe('2026-06-20');
    expect(
      screen
        .getByRole('link', { name: /Q&A live/ })
        .closest('[data-date]')
        ?.getAttribute('data-date'),
    ).toBe('2026-06-26');
    expect(screen.getByRole('link', { name: /Tarot reading/ }).getAttribute('href')).toBe(
      '/app/booking/booking-1',
    );
    // Only what is still to go out moves: the push has a move button, the live and the booking none.
    expect(screen.getAllByRole('button', { name: /^Déplacer « / })).toHaveLength(1);
  });

  it('shows restricted days (spec 2 "restricted days")', async () => {
    const api = calendarClient();
    const { container } = renderWithClient(<CreatorCalendar entryHref={hrefOf} />, api.client);
    await screen.findByRole('link', { name: /New set/ });
    const day = container.querySelector('[data-date="2026-06-24"]') as HTMLElement;
    expect(within(day).getByText('Jour restreint')).toBeTruthy();
  });

  it('the week view asks the seven days of the week', async () => {
    const api = calendarClient();
    renderWithClient(<CreatorCalendar initialView="week" entryHref={hrefOf} />, api.client);
    await waitFor(() => expect(ranges(api)).toContainEqual({ from: '2026-06-15', to: '2026-06-21' }));
  });
});

describe('moving a scheduled push to another day (the composers rules, and the version it was read at)', () => {
  it('dragging to another day keeps the time of day; a restricted day takes no drop and sends nothing', async () => {
    const api = calendarClient();
    const { container } = renderWithClient(<CreatorCalendar entryHref={hrefOf} />, api.client);
    const link = await screen.findByRole('link', { name: /New set/ });
    const dataTransfer = { setData: () => undefined, effectAllowed: 'all', dropEffect: 'none' };
    const restricted = container.querySelector('[data-date="2026-06-24"]') as HTMLElement;
    fireEvent.dragStart(link, { dataTransfer });
    fireEvent.drop(restricted, { dataTransfer });
    expect(api.sent('PATCH /pushes/push-1')).toEqual([]);
    fireEvent.dragStart(link, { dataTransfer });
    fireEvent.drop(container.querySelector('[data-date="2026-06-23"]') as HTMLElement, { dataTransfer });
    // 20:00 in Paris on the 20th, still 20:00 in Paris on the 23rd.
    await waitFor(() =>
      expect(api.sent('PATCH /pushes/push-1')).toEqual([
        { scheduledAt: '2026-06-23T18:00:00.000Z', version: 3 },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toMatch(/New set/);
  });

  it('with its move button (keyboard), sends the version it was read at, and tells of a push changed elsewhere (409)', async () => {
    const api = calendarClient(apiError(409, 'stale_version'));
    const user = userEvent.setup();
    renderWithClient(<CreatorCalendar entryHref={hrefOf} />, api.client);
    await user.click(await screen.findByRole('button', { name: 'Déplacer « New set » à un autre jour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déplacer « New set »' });
    await user.click(within(dialog).getByRole('button', { name: 'Déplacer ici' }));
    await waitFor(() => expect(api.sent('PATCH /pushes/push-1')).toMatchObject([{ version: 3 }]));
    expect((await screen.findByRole('alert')).textContent).toMatch(/modifié ailleurs/);
  });
});
