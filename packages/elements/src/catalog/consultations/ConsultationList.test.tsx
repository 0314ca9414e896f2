import { broken, ok } from '@mym/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleConsultation as consultation } from '../../test-support/catalog-samples';
import { creatorClient } from '../../test-support/creator-api';
import { renderWithClient } from '../../test-support/render-with-client';
import { ConsultationList } from './ConsultationList';

afterEach(cleanup);

const PAUSED = consultation({
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Tirage de cartes',
  duration: 90 * 60,
  price: { value: 2000, currency: 'EUR' },
  active: false,
});

describe('consultation list (/catalog/consultations)', () => {
  it('shows each consultation with its length, its price from minor units and an active or paused badge', async () => {
    const { client, calls } = creatorClient((call) =>
      call.path === '/bookings/consultations' ? ok({ consultations: [consultation(), PAUSED] }) : undefined,
    );
    renderWithClient(
      <ConsultationList
        newConsultationHref="/app/catalog/consultations/creation"
        consultationHref={(item) => `/app/catalog/consultations/${item.id}`}
      />,
      client,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [vocal, cards] = items as [HTMLElement, HTMLElement];
    expect(within(vocal).getByRole('link', { name: 'Coaching vocal' }).getAttribute('href')).toBe(
      `/app/catalog/consultations/${consultation().id}`,
    );
    expect(vocal.textContent).toMatch(/1\sh · 45,50\s€/);
    expect(within(vocal).getByText('Active')).toBeTruthy();
    expect(cards.textContent).toMatch(/1\sh 30\smin · 20\s€/);
    expect(within(cards).getByText('En pause')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nouvelle consultation' }).getAttribute('href')).toBe(
      '/app/catalog/consultations/creation',
    );
    expect(calls.filter((call) => call.path === '/bookings/consultations')).toHaveLength(1);
  });

  it('follows the pages of the list (offset) until the API gives no next offset', async () => {
    const { client, calls } = creatorClient((call) => {
      if (call.path !== '/bookings/consultations') return undefined;
      return call.query.get('offset') === '1'
        ? ok({ consultations: [PAUSED], pagination: {} })
        : ok({ consultations: [consultation()], pagination: { offset: 1 } });
    });
    renderWithClient(<ConsultationList />, client);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(calls.map((call) => call.query.get('offset'))).toContain('1');
  });

  it('an empty catalog says so and offers to create the first consultation', async () => {
    const onNew = vi.fn();
    const { client } = creatorClient(() => ok({ consultations: [] }));
    renderWithClient(<ConsultationList onNewConsultation={onNew} banner={<p>Agenda connecté</p>} />, client);
    expect(await screen.findByText("Aucune consultation pour l'instant")).toBeTruthy();
    expect(screen.getByText('Agenda connecté')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle consultation' }));
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('a failed load names the failed call in French and loads again on retry (spec 8)', async () => {
    let fail = true;
    const { client } = creatorClient(() => (fail ? broken() : ok({ consultations: [consultation()] })));
    renderWithClient(<ConsultationList />, client);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Vos consultations n'ont pas pu être chargées",
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Coaching vocal')).toBeTruthy();
  });
});
