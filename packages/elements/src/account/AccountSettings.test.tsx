import type { AccountSettings as Settings } from '@mym/sdk';
import type { ApiCall } from '@mym/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreatorGate } from '../common/creator/CreatorGate';
import { readFirstData } from '../common/first-data';
import { creatorClient } from '../test-support/creator-api';
import { chosenOptions, renderWithClient, serverPage } from '../test-support/render-with-client';
import { AccountSettings } from './AccountSettings';
import { accountFirstQueries } from './first-queries';

const SETTINGS: Settings = {
  language: 'fr',
  timeZone: 'Europe/Paris',
  email: 'demo.creator@creators.local',
  payoutMethod: null,
  closure: null,
};

function accountApi(answer: (call: ApiCall) => { status: number; body?: unknown } | undefined) {
  return creatorClient((call) =>
    call.method === 'GET' && call.path === '/account'
      ? { status: 200, body: { data: SETTINGS } }
      : answer(call),
  );
}

afterEach(cleanup);

describe('my account (/my-account)', () => {
  it('a refused IBAN shows account_iban_invalid_error under the IBAN field, in French (spec 5 "Generic")', async () => {
    const { client, calls } = accountApi((call) =>
      call.path === '/account/payout-method'
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'x',
                fields: { iban: ['account_iban_invalid_error'] },
              },
            },
          }
        : undefined,
    );
    renderWithClient(<AccountSettings onSignedOut={vi.fn()} />, client);
    const payout = within(await screen.findByTestId('payout'));
    const user = userEvent.setup();
    await user.type(payout.getByLabelText('IBAN'), 'FR00 1234');
    await user.type(payout.getByLabelText('Nom du titulaire du compte'), 'Ada Lovelace');
    await user.type(payout.getByLabelText('Votre mot de passe'), 'Secret#Password1');
    await user.click(payout.getByRole('button', { name: 'Enregistrer le moyen de versement' }));
    expect(await payout.findByText('Cet IBAN n’est pas valide')).toBeTruthy();
    expect(calls.find((call) => call.path === '/account/payout-method')?.body).toEqual({
      iban: 'FR00 1234',
      holderName: 'Ada Lovelace',
      password: 'Secret#Password1',
    });
  }, 30_000);

  it('devices and sessions: this device marked, another one signed out on its own (DELETE /account/sessions/:id)', async () => {
    const session = (id: string, current: boolean, browser: string, system: string) => ({
      id,
      browser,
      browserVersion: '131',
      system,
      deviceType: current ? 'desktop' : 'mobile',
      firstSeenAt: '2026-06-01T08:00:00.000Z',
      lastSeenAt: '2026-06-15T08:00:00.000Z',
      current,
    });
    const { client, calls } = accountApi((call) => {
      if (call.method === 'GET' && call.path === '/account/sessions') {
        return {
          status: 200,
          body: {
            data: {
              sessions: [
                session('s-here', true, 'Chrome', 'Linux'),
                session('s-phone', false, 'Chrome', 'Android'),
              ],
            },
          },
        };
      }
      return call.method === 'DELETE' ? { status: 204 } : undefined;
    });
    renderWithClient(<AccountSettings onSignedOut={vi.fn()} />, client);
    const list = within(await screen.findByRole('list', { name: 'Appareils et sessions' }));
    const here = list.getByText('Cet appareil').closest('li') as HTMLElement;
    expect(within(here).getByText('Chrome 131 · Linux')).toBeTruthy();
    expect(within(here).queryByRole('button')).toBeNull();
    expect(list.getByText('Téléphone')).toBeTruthy();
    await userEvent.setup().click(list.getByRole('button', { name: 'Déconnecter Chrome 131 · Android' }));
    expect(await screen.findByText('Chrome 131 · Android est déconnecté')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/account/sessions/s-phone')).toBe(
      true,
    );
    expect(list.queryByText('Chrome 131 · Android')).toBeNull();
  }, 30_000);

  it('empty payout fields -> mandatory_field_is_empty_error under each, nothing sent (spec 5)', async () => {
    const { client, calls } = accountApi(() => undefined);
    renderWithClient(<AccountSettings onSignedOut={vi.fn()} />, client);
    const payout = within(await screen.findByTestId('payout'));
    await userEvent.setup().click(payout.getByRole('button', { name: 'Enregistrer le moyen de versement' }));
    await waitFor(() => expect(payout.getAllByText('Ce champ est obligatoire').length).toBe(3), {
      timeout: 5000,
    });
    expect(calls.some((call) => call.path === '/account/payout-method')).toBe(false);
  }, 30_000);

  it('a saved time zone says it was saved and what keeps its instant', async () => {
    const { client, calls } = accountApi((call) =>
      call.method === 'PATCH' && call.path === '/account'
        ? { status: 200, body: { data: { ...SETTINGS, timeZone: 'America/New_York' } } }
        : undefined,
    );
    renderWithClient(<AccountSettings onSignedOut={vi.fn()} />, client);
    const field = await screen.findByRole('combobox', { name: 'Fuseau horaire' });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le fuseau' }));
    expect(await screen.findByText('Enregistré')).toBeTruthy();
    expect(screen.getByText(/Les pushs et posts programmés gardent leur moment/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ timeZone: 'America/New_York' });
  }, 30_000);

  it('the zone field offers every zone once the creator is in it, and the screen draws no list before', async () => {
    const { client } = accountApi(() => undefined);
    renderWithClient(<AccountSettings onSignedOut={vi.fn()} />, client);
    const field = await screen.findByRole('combobox', { name: 'Fuseau horaire' });
    const suggestions = () =>
      [...(document.getElementById(field.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map(
        (option) => option.getAttribute('value'),
      );
    expect(suggestions()).toEqual([]);
    await userEvent.click(field);
    expect(suggestions()).toEqual(expect.arrayContaining(['Europe/Paris', 'America/New_York', 'UTC']));
  });

  it('shows the stored language and time zone in the page before its code runs (spec 4 "Language")', async () => {
    const { client } = accountApi((call) =>
      call.method === 'GET' && call.path === '/account/sessions'
        ? { status: 200, body: { data: { sessions: [] } } }
        : undefined,
    );
    const firstData = await readFirstData(client, accountFirstQueries, 1000);
    const page = await serverPage(
      <CreatorGate>
        <AccountSettings onSignedOut={vi.fn()} />
      </CreatorGate>,
      client,
      firstData,
    );
    expect(page.querySelector<HTMLInputElement>('input[name="timeZone"]')?.defaultValue).toBe('Europe/Paris');
    expect(chosenOptions(page.querySelector('#mym-account-language-title ~ div select'))).toEqual(['fr']);
  });
});
