import { AVAILABILITY_DEFAULTS, type Availability } from '@mym/sdk';
import { apiError, type RouteAnswer } from '@mym/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFirstData } from '../../common/first-data';
import { creatorClient, creatorRoutes } from '../../test-support/creator-api';
import { chosenOptions, creatorIsland, renderWithClient } from '../../test-support/render-with-client';
import { catalogQueries } from '../catalog-queries';
import { AvailabilityEditor } from './AvailabilityEditor';

afterEach(cleanup);

const STORED: Availability = {
  timeZone: 'Europe/Paris',
  slots: [{ weekday: 1, start: '09:00', end: '12:00' }],
  overrides: [],
  ...AVAILABILITY_DEFAULTS,
};

function editorApi(
  put: RouteAnswer = ({ body }) => ({
    body: { ...STORED, ...(body as object) },
  }),
) {
  return creatorClient(
    creatorRoutes({ 'GET /bookings/availability': { body: STORED }, 'PUT /bookings/availability': put }),
  );
}

const monday = async () => screen.findByRole('group', { name: 'Lundi' });
/** Types a time into the design system's time field: its hour, then its minute (24-hour clock). */
const setTime = async (label: string, value: string) => {
  const [hour] = await within(await screen.findByRole('group', { name: label })).findAllByRole('spinbutton');
  await userEvent.click(hour as HTMLElement);
  await userEvent.keyboard(value.replace(':', ''));
};
/** What a time field shows, as `HH:MM`. */
const shownTime = (label: string) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join(':');

describe('availability editor (client.bookings.availability, spec 5 "Generic")', () => {
  it('two overlapping ranges on one day -> mandatory_field_is_empty_error under that day, and nothing is sent', {
    timeout: 45_000,
  }, async () => {
    const api = editorApi();
    renderWithClient(<AvailabilityEditor />, api.client);
    await userEvent.click(within(await monday()).getByRole('button', { name: 'Ajouter une plage, Lundi' }));
    await setTime('Début de la plage 2, Lundi', '11:00');
    await setTime('Fin de la plage 2, Lundi', '13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes disponibilités' }));
    expect(within(await monday()).getByRole('alert').textContent).toBe('Ce champ est obligatoire');
    expect((await monday()).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    // The error follows the creator's change once the form was submitted.
    await setTime('Début de la plage 2, Lundi', '14:00');
    await setTime('Fin de la plage 2, Lundi', '18:00');
    expect(within(await monday()).queryByRole('alert')).toBeNull();
  });

  it('saves the week with two ranges on a day, the zone, the rules and the overrides as the API takes them', {
    timeout: 45_000,
  }, async () => {
    const api = editorApi();
    const onSaved = vi.fn();
    renderWithClient(<AvailabilityEditor onSaved={onSaved} />, api.client);
    await userEvent.click(within(await monday()).getByRole('button', { name: 'Ajouter une plage, Lundi' }));
    await setTime('Début de la plage 2, Lundi', '14:00');
    await setTime('Fin de la plage 2, Lundi', '18:00');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Mercredi' })).getByRole('checkbox', { name: 'Ouvert' }),
    );
    const zone = screen.getByLabelText('Fuseau horaire');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'America/Montreal');
    const before = screen.getByLabelText('Pause avant (minutes)');
    await userEvent.clear(before);
    await userEvent.type(before, '15');
    await userEvent.selectOptions(screen.getByLabelText('Délai minimum avant une réservation'), '1440');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes disponibilités' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      timeZone: 'America/Montreal',
      slots: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '14:00', end: '18:00' },
        { weekday: 3, start: '09:00', end: '17:00' },
      ],
      overrides: [],
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: 1440,
      bookingWindowDays: 60,
    });
  });

  it('copies one day to the days the creator ticks', async () => {
    const api = editorApi();
    renderWithClient(<AvailabilityEditor />, api.client);
    await userEvent.click(
      within(await monday()).getByRole('button', { name: "Copier sur d'autres jours les horaires du lundi" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Copier les horaires du lundi' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mardi' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Vendredi' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copier' }));
    expect(shownTime('Début de la plage 1, Mardi')).toBe('09:00');
    expect(shownTime('Fin de la plage 1, Vendredi')).toBe('12:00');
    expect(within(screen.getByRole('group', { name: 'Jeudi' })).getByText('Fermé')).toBeTruthy();
  });

  it('what the API refuses (400 fields slots.N) shows under the day of that slot', async () => {
    const api = editorApi(() =>
      apiError(400, 'validation_failed', { 'slots.0.end': ['mandatory_field_is_empty_error'] }),
    );
    renderWithClient(<AvailabilityEditor />, api.client);
    await monday();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes disponibilités' }));
    expect(within(await monday()).getByRole('alert').textContent).toBe('Ce champ est obligatoire');
  });

  it('a week that could not be loaded offers to try again', async () => {
    const api = creatorClient(creatorRoutes({ 'GET /bookings/availability': apiError(500, 'internal') }));
    renderWithClient(<AvailabilityEditor />, api.client);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Vos disponibilités n'ont pas pu être chargées",
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('times are typed in the 24-hour time field of the design system, never an AM/PM control', async () => {
    const api = editorApi();
    renderWithClient(<AvailabilityEditor />, api.client);
    await monday();
    const start = screen.getByRole('group', { name: 'Début de la plage 1, Lundi' });
    expect(start.querySelector('input[type="time"]')).toBeNull();
    expect(within(start).getAllByRole('spinbutton')).toHaveLength(2);
    await setTime('Fin de la plage 1, Lundi', '17:30');
    expect(shownTime('Fin de la plage 1, Lundi')).toBe('17:30');
  });

  it("the server's page shows the stored zone, buffers, notice and window, not empty fields until the code runs", async () => {
    const stored = { ...STORED, bufferBeforeMinutes: 15, minimumNoticeMinutes: 1440, bookingWindowDays: 30 };
    const { client } = creatorClient(creatorRoutes({ 'GET /bookings/availability': { body: stored } }));
    const firstData = await readFirstData(client, (reader) => [catalogQueries.availability(reader)], 1000);
    const html = renderToString(creatorIsland(<AvailabilityEditor />, client, firstData));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const field = (name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect(field('timeZone')?.defaultValue).toBe('Europe/Paris');
    expect(field('bufferBeforeMinutes')?.defaultValue).toBe('15');
    expect(field('bufferAfterMinutes')?.defaultValue).toBe('0');
    expect(field('bookingWindowDays')?.defaultValue).toBe('30');
    // A select with no option chosen in the HTML shows its first one ("none"), which was taken as a choice.
    expect(chosenOptions(page.querySelector('select[name="minimumNoticeMinutes"]'))).toEqual(['1440']);
  });

  it('the zone field offers every zone to choose from once the creator is in it', async () => {
    const api = editorApi();
    renderWithClient(<AvailabilityEditor />, api.client);
    const zone = await screen.findByLabelText('Fuseau horaire');
    await userEvent.click(zone);
    const offered = [...(zone.closest('.mym-catalog-time-zone')?.querySelectorAll('datalist option') ?? [])];
    expect(offered.map((option) => option.getAttribute('value'))).toEqual(
      expect.arrayContaining(['Europe/Paris', 'Asia/Tokyo', 'UTC']),
    );
  });
});
