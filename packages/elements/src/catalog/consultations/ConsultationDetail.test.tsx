import { ok } from '@mym/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleConsultation } from '../../test-support/catalog-samples';
import { creatorClient } from '../../test-support/creator-api';
import { renderWithClient } from '../../test-support/render-with-client';
import { ConsultationDetail } from './ConsultationDetail';

afterEach(cleanup);

const STORED = sampleConsultation();
const PATH = `/bookings/consultations/${STORED.id}`;

describe('consultation detail (/catalog/consultations/:id)', () => {
  it('shows the consultation with its edit link, and pauses then resumes it with PATCH active', async () => {
    let active = true;
    const { client, calls } = creatorClient((call) => {
      if (call.path !== PATH) return undefined;
      if (call.method === 'PATCH') active = (call.body as { active: boolean }).active;
      return ok({ ...STORED, active });
    });
    const onChanged = vi.fn();
    renderWithClient(
      <ConsultationDetail
        consultationId={STORED.id}
        editHref={`/app/catalog/consultations/edit/${STORED.id}`}
        listHref="/app/catalog/consultations"
        onChanged={onChanged}
      />,
      client,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaching vocal' })).toBeTruthy();
    expect(screen.getByText(/1\sh/)).toBeTruthy();
    expect(screen.getByText(/45,50\s€/)).toBeTruthy();
    expect(screen.getByText('Une heure pour travailler votre voix.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe(
      `/app/catalog/consultations/edit/${STORED.id}`,
    );
    expect(screen.getByRole('link', { name: 'Retour à mes consultations' }).getAttribute('href')).toBe(
      '/app/catalog/consultations',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    expect(await screen.findByText('En pause')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Réactiver' }));
    expect(await screen.findByRole('button', { name: 'Mettre en pause' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { active: false },
      { active: true },
    ]);
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('delete asks first, says that upcoming bookings are cancelled and leave the calendar, then DELETEs', async () => {
    const { client, calls } = creatorClient((call) => {
      if (call.path !== PATH) return undefined;
      return call.method === 'DELETE' ? { status: 204 } : ok(STORED);
    });
    const onDeleted = vi.fn();
    renderWithClient(<ConsultationDetail consultationId={STORED.id} onDeleted={onDeleted} />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer « Coaching vocal » ?' });
    expect(dialog.textContent).toContain(
      'Ses réservations à venir seront annulées et retirées de votre agenda.',
    );
    expect(dialog.textContent).toContain('mettez-la plutôt en pause');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Garder' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Supprimer la consultation' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(STORED));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([PATH]);
  });

  it('a failed delete keeps the dialog open with the failed call named (spec 8)', async () => {
    const { client } = creatorClient((call) => {
      if (call.path !== PATH) return undefined;
      return call.method === 'DELETE'
        ? { status: 500, body: { error: { code: 'internal', message: 'x' } } }
        : ok(STORED);
    });
    renderWithClient(<ConsultationDetail consultationId={STORED.id} />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer la consultation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "La consultation n'a pas pu être supprimée. Réessayez.",
    );
  });

  it('a consultation that no longer exists (404) says so, with a retry', async () => {
    const { client } = creatorClient(() => undefined);
    renderWithClient(<ConsultationDetail consultationId={STORED.id} />, client);
    expect((await screen.findByRole('alert')).textContent).toContain('Introuvable');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
