import { type ApiCall, ok, refused } from '@mym/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFirstData } from '../../common/first-data';
import { sampleConsultation } from '../../test-support/catalog-samples';
import { creatorClient, creatorRoutes } from '../../test-support/creator-api';
import { renderWithClient, serverPage } from '../../test-support/render-with-client';
import { ConsultationEditor } from './ConsultationEditor';
import { consultationQueries } from './consultation-queries';

afterEach(cleanup);

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const durationGroup = () => screen.getByRole('group', { name: 'Durée' });

describe('consultation editor (/catalog/consultations/creation, /edit/:id)', () => {
  it('a blank consultation is refused with every criterion at once, each key under its field (spec 5 "Generic")', async () => {
    const { client, calls } = creatorClient(() => undefined);
    renderWithClient(<ConsultationEditor />, client);
    await userEvent.click(screen.getByRole('radio', { name: 'Autre durée' }));
    await userEvent.click(screen.getByRole('button', { name: 'Créer la consultation' }));
    const title = screen.getByLabelText('Titre');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(3);
    expect(screen.getByLabelText('Durée en minutes').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Prix (EUR)').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    expect(writes(calls)).toEqual([]);
  });

  it('a length off the contract (4 min, 481 min, 7.5 min) and a price with three decimals get their own keys', async () => {
    const { client, calls } = creatorClient(() => undefined);
    renderWithClient(<ConsultationEditor />, client);
    await userEvent.type(screen.getByLabelText('Titre'), 'Coaching');
    await userEvent.click(screen.getByRole('radio', { name: 'Autre durée' }));
    const minutes = screen.getByLabelText('Durée en minutes');
    await userEvent.type(minutes, '4');
    await userEvent.type(screen.getByLabelText('Prix (EUR)'), '12,345');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la consultation' }));
    const lengthError = 'Choisissez une durée en minutes entières, de 5 minutes à 8 heures';
    expect(await within(durationGroup()).findByText(lengthError)).toBeTruthy();
    expect(screen.getByText('Indiquez un prix positif avec au plus deux décimales')).toBeTruthy();
    for (const typed of ['481', '7.5']) {
      await userEvent.clear(minutes);
      await userEvent.type(minutes, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Créer la consultation' }));
      expect(await within(durationGroup()).findByText(lengthError)).toBeTruthy();
    }
    expect(writes(calls)).toEqual([]);
  });

  it('a new consultation goes to the API in seconds and minor units, and onSaved gets the stored one', async () => {
    const stored = sampleConsultation({
      title: 'Tirage de cartes',
      duration: 5400,
      price: { value: 4990, currency: 'EUR' },
    });
    const { client, calls } = creatorClient((call) =>
      call.method === 'POST' && call.path === '/bookings/consultations' ? ok(stored, 201) : undefined,
    );
    const onSaved = vi.fn();
    renderWithClient(<ConsultationEditor onSaved={onSaved} />, client);
    await userEvent.type(screen.getByLabelText('Titre'), '  Tirage de cartes ');
    await userEvent.type(screen.getByLabelText('Description'), 'Trois cartes, une question.');
    await userEvent.click(screen.getByRole('radio', { name: /1\sh 30\smin/ }));
    await userEvent.type(screen.getByLabelText('Prix (EUR)'), '49,90');
    await userEvent.click(screen.getByRole('switch', { name: 'Réservable par vos fans' }));
    await userEvent.click(screen.getByRole('button', { name: 'Créer la consultation' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/bookings/consultations',
        body: {
          title: 'Tirage de cartes',
          description: 'Trois cartes, une question.',
          duration: 5400,
          price: { value: 4990, currency: 'EUR' },
          active: false,
        },
      }),
    ]);
  });

  it('a custom length of 50 minutes travels as 3000 seconds', async () => {
    const { client, calls } = creatorClient((call) =>
      call.method === 'POST' ? ok(sampleConsultation(), 201) : undefined,
    );
    renderWithClient(<ConsultationEditor />, client);
    await userEvent.type(screen.getByLabelText('Titre'), 'Séance');
    await userEvent.click(screen.getByRole('radio', { name: 'Autre durée' }));
    await userEvent.type(screen.getByLabelText('Durée en minutes'), '50');
    await userEvent.type(screen.getByLabelText('Prix (EUR)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la consultation' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({ duration: 3000, price: { value: 3000, currency: 'EUR' } });
  });

  it('editing loads the consultation (a length off the choices shows as custom) and PATCHes only what changed', async () => {
    const stored = sampleConsultation({ duration: 50 * 60 });
    const { client, calls } = creatorClient((call) => {
      if (call.path !== `/bookings/consultations/${stored.id}`) return undefined;
      return call.method === 'PATCH'
        ? ok({ ...stored, price: { value: 6000, currency: 'EUR' } })
        : ok(stored);
    });
    const onSaved = vi.fn();
    renderWithClient(<ConsultationEditor consultationId={stored.id} onSaved={onSaved} />, client);
    expect(await screen.findByRole('heading', { name: 'Modifier la consultation' })).toBeTruthy();
    expect(((await screen.findByLabelText('Titre')) as HTMLInputElement).value).toBe('Coaching vocal');
    expect(screen.getByRole('radio', { name: 'Autre durée' })).toHaveProperty('checked', true);
    expect((screen.getByLabelText('Durée en minutes') as HTMLInputElement).value).toBe('50');
    const price = screen.getByLabelText('Prix (EUR)') as HTMLInputElement;
    expect(price.value).toBe('45.5');
    await userEvent.clear(price);
    await userEvent.type(price, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'PATCH', body: { price: { value: 6000, currency: 'EUR' } } }),
    ]);
  });

  it("the API's 400 fields show under their fields (duration under the chosen length)", async () => {
    const { client } = creatorClient(() =>
      refused({ title: ['mandatory_field_is_empty_error'], duration: ['mandatory_field_is_empty_error'] }),
    );
    renderWithClient(<ConsultationEditor />, client);
    await userEvent.type(screen.getByLabelText('Titre'), 'Coaching');
    await userEvent.type(screen.getByLabelText('Prix (EUR)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la consultation' }));
    expect(await within(durationGroup()).findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(screen.getByLabelText('Titre').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Une erreur technique est survenue. Réessayez.')).toBeNull();
  });

  it('a failed save says which call failed, in French (spec 8), and Cancel calls onCancel', async () => {
    const { client } = creatorClient(() => ({
      status: 500,
      body: { error: { code: 'internal', message: 'x' } },
    }));
    const onCancel = vi.fn();
    renderWithClient(<ConsultationEditor onCancel={onCancel} />, client);
    await userEvent.type(screen.getByLabelText('Titre'), 'Coaching');
    await userEvent.type(screen.getByLabelText('Prix (EUR)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la consultation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "La consultation n'a pas pu être créée. Réessayez.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the stored consultation in the page before its code runs: its words, length, price and pause (spec 2 consultations/edit/:id)', async () => {
    const stored = sampleConsultation({ duration: 3000, active: false });
    const { client } = creatorClient(
      creatorRoutes({ [`GET /bookings/consultations/${stored.id}`]: { body: stored } }),
    );
    const firstData = await readFirstData(
      client,
      (reader) => [consultationQueries.detail(reader, stored.id)],
      1000,
    );
    const page = await serverPage(<ConsultationEditor consultationId={stored.id} />, client, firstData);
    const field = (name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect(field('title')?.defaultValue).toBe('Coaching vocal');
    expect(field('description')?.defaultValue).toBe('Une heure pour travailler votre voix.');
    expect(field('price')?.defaultValue).toBe('45.5');
    expect(field('active')?.defaultChecked).toBe(false);
    // 50 minutes is not one of the choices: "Other length" is chosen and the minutes are in its field.
    const chosen = [...page.querySelectorAll<HTMLInputElement>('[name="durationChoice"]')].filter(
      (radio) => radio.defaultChecked,
    );
    expect(chosen.map((radio) => radio.value)).toEqual(['custom']);
    expect(field('customMinutes')?.defaultValue).toBe('50');
  });

  it('a new consultation shows its defaults in the page before its code runs: 30 minutes, bookable', async () => {
    const { client } = creatorClient(() => undefined);
    const page = await serverPage(<ConsultationEditor />, client, []);
    const chosen = [...page.querySelectorAll<HTMLInputElement>('[name="durationChoice"]')].filter(
      (radio) => radio.defaultChecked,
    );
    expect(chosen.map((radio) => radio.value)).toEqual(['30']);
    expect(page.querySelector<HTMLInputElement>('[name="active"]')?.defaultChecked).toBe(true);
  });
});
