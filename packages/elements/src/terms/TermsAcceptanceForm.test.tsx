import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreatorGate } from '../common/creator/CreatorGate';
import { creatorGateFirstQueries } from '../common/creator/first-queries';
import { readFirstData } from '../common/first-data';
import { ACCEPTED_CREATOR, creatorClient, creatorRoutes } from '../test-support/creator-api';
import { renderWithClient, serverPage } from '../test-support/render-with-client';
import { TermsAcceptanceForm } from './TermsAcceptanceForm';

afterEach(cleanup);

const NOTHING_ACCEPTED = {
  ...ACCEPTED_CREATOR,
  privacyPolicyAccepted: false,
  termsOfServiceAccepted: false,
  termsOfUseAccepted: false,
};

function renderForm(onAccepted = vi.fn()) {
  const api = creatorClient(
    creatorRoutes({
      'GET /creators/me': { body: NOTHING_ACCEPTED },
      'PATCH /creators/me': (call) => ({ body: { ...ACCEPTED_CREATOR, ...(call.body as object) } }),
    }),
  );
  renderWithClient(
    <CreatorGate requireTerms={false}>
      <TermsAcceptanceForm onAccepted={onAccepted} />
    </CreatorGate>,
    api.client,
  );
  return { api, onAccepted };
}

describe('terms acceptance (spec 2 /signup/social-network/confirmation)', () => {
  it('every box is required: unticked ones show mandatory_field_is_empty_error under them (spec 5)', async () => {
    const { api } = renderForm();
    await userEvent.click(await screen.findByLabelText("J'accepte la politique de confidentialité"));
    await userEvent.click(screen.getByRole('button', { name: 'Accepter et continuer' }));
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    const termsOfUse = screen.getByLabelText("J'accepte les conditions d'utilisation");
    expect(termsOfUse.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('PATCH /creators/me')).toEqual([]);
  });

  it('accepting all three saves the flags with PATCH /creators/me, then moves on', async () => {
    const { api, onAccepted } = renderForm();
    for (const label of [
      "J'accepte la politique de confidentialité",
      "J'accepte les conditions générales",
      "J'accepte les conditions d'utilisation",
    ]) {
      await userEvent.click(await screen.findByLabelText(label));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Accepter et continuer' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(api.sent('PATCH /creators/me')).toEqual([
      { privacyPolicyAccepted: true, termsOfServiceAccepted: true, termsOfUseAccepted: true },
    ]);
  });

  it('each term links to its legal page, in a new tab', async () => {
    renderForm();
    const link = await screen.findByRole('link', { name: /Politique de confidentialité/ });
    expect(link.getAttribute('href')).toBe('/app/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('terms already accepted are ticked in the page before its code runs, the others not (spec 2, spec 3 "Creator")', async () => {
    const { client } = creatorClient(
      creatorRoutes({ 'GET /creators/me': { body: { ...ACCEPTED_CREATOR, termsOfUseAccepted: false } } }),
    );
    const firstData = await readFirstData(client, creatorGateFirstQueries, 1000);
    const page = await serverPage(
      <CreatorGate requireTerms={false}>
        <TermsAcceptanceForm />
      </CreatorGate>,
      client,
      firstData,
    );
    const ticked = (flag: string) => page.querySelector<HTMLInputElement>(`[name="${flag}"]`)?.defaultChecked;
    expect(ticked('privacyPolicyAccepted')).toBe(true);
    expect(ticked('termsOfServiceAccepted')).toBe(true);
    expect(ticked('termsOfUseAccepted')).toBe(false);
  });
});
