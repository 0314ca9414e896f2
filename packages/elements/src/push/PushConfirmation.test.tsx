import type { PushRecord } from '@mym/sdk';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithClient } from '../test-support/render-with-client';
import { PushConfirmation } from './PushConfirmation';

afterEach(cleanup);

const PUSH: PushRecord = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  targets: ['subscribers'],
  teaser: null,
  medias: [],
  caption: 'Hello',
  price: { value: 500, currency: 'EUR' },
  discount: null,
  scheduledAt: '2030-05-01T08:00:00.000Z',
  mod: false,
  playlists: [],
  thirdPartyConsent: false,
  createdAt: '2030-04-01T08:00:00.000Z',
  state: 'scheduled',
  failureReason: null,
  recipients: 3,
  sales: { buyers: 0, revenue: { value: 0, currency: 'EUR' } },
  version: 1,
};

const statement = () => screen.getByTestId('push-confirmation-state').textContent;

describe('the push confirmation says what the push really is (spec 2 confirmation screen)', () => {
  it('a scheduled push says when it goes out, never that it is being sent', () => {
    renderWithClient(<PushConfirmation push={PUSH} editing timeZone="Europe/Paris" />);
    expect(statement()).toContain('Il sera envoyé le');
    expect(statement()).not.toContain("en cours d'envoi");
  });

  it('a push that went out says it was sent; one that failed says so', () => {
    renderWithClient(<PushConfirmation push={{ ...PUSH, state: 'sent' }} editing timeZone="Europe/Paris" />);
    expect(statement()).toBe('Il a été envoyé à vos fans.');
    cleanup();
    renderWithClient(
      <PushConfirmation
        push={{ ...PUSH, state: 'failed', failureReason: 'no fans' }}
        editing
        timeZone="Europe/Paris"
      />,
    );
    expect(statement()).toBe('Non envoyé : no fans');
  });

  it('after a reload that lost the push, it claims no state and points to the list', () => {
    renderWithClient(
      <PushConfirmation push={null} editing={false} timeZone="Europe/Paris" listHref="/app/push/list" />,
    );
    expect(statement()).toBe('Retrouvez-le dans vos push, avec son état.');
    expect(screen.getByRole('link', { name: 'Voir mes push' }).getAttribute('href')).toBe('/app/push/list');
  });

  it('a sent push shows what it did from the API: recipients, buyers, net revenue in minor units; a scheduled one none', () => {
    const sold = { buyers: 2, revenue: { value: 1598, currency: 'EUR' } };
    renderWithClient(
      <PushConfirmation push={{ ...PUSH, state: 'sent', sales: sold }} editing timeZone="Europe/Paris" />,
    );
    const figures = screen.getByTestId('push-results');
    expect(figures.textContent).toMatch(/Destinataires3Acheteurs2Revenus nets15,98\s€/);
    cleanup();
    renderWithClient(<PushConfirmation push={PUSH} editing timeZone="Europe/Paris" />);
    expect(screen.queryByTestId('push-results')).toBeNull();
  });
});
