import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { incomesApi, PUSH_ID } from '../test-support/incomes-test-client';
import { renderWithClient } from '../test-support/render-with-client';
import { SoldItems } from './SoldItems';

afterEach(cleanup);

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('what sells (/myms)', () => {
  it('a push shows its recipients, buyers, conversion, revenue and the effect of its discount', async () => {
    renderWithClient(<SoldItems />, incomesApi().client);
    const item = (await screen.findByRole('button', { name: 'Photos de plage' })).closest(
      'li',
    ) as HTMLElement;
    const facts = Object.fromEntries(
      within(item)
        .getAllByRole('term')
        .map((term) => [term.textContent, plain(term.nextElementSibling?.textContent)]),
    );
    expect(facts).toEqual({
      Prix: '19,99 €',
      Destinataires: '120',
      Acheteurs: '24',
      Conversion: '20 %',
      'Revenu net': '383,76 €',
    });
    expect(plain(within(item).getByText(/Promotion/).textContent)).toBe(
      "Promotion à 14,99 € jusqu'au 3 nov. 2026 : 10 acheteurs pour 119,90 € pendant, 14 pour 223,86 € au prix normal après.",
    );
  });

  it('a free consultation shows its price as 0 and nothing stray in its facts (a 0 must not print itself)', async () => {
    renderWithClient(<SoldItems />, incomesApi().client);
    const item = (await screen.findByRole('button', { name: 'Premier échange' })).closest(
      'li',
    ) as HTMLElement;
    const facts = item.querySelector('dl') as HTMLElement;
    expect([...facts.childNodes].every((node) => node.nodeName === 'DIV')).toBe(true);
    const terms = within(item).getAllByRole('term');
    expect(
      terms.map((term) => [term.textContent, plain(term.nextElementSibling?.textContent)]),
    ).toContainEqual(['Prix', '0 €']);
  });

  it('filters by kind and opens the lines of an item', async () => {
    const api = incomesApi();
    renderWithClient(<SoldItems />, api.client);
    await userEvent.click(await screen.findByRole('tab', { name: 'Consultations' }));
    await waitFor(() => expect(api.sent('/incomes/sold-items').at(-1)?.query.get('kind')).toBe('booking'));
    await userEvent.click(await screen.findByRole('button', { name: 'Photos de plage' }));
    await screen.findByRole('dialog');
    expect(api.sent('/incomes/lines')[0]?.query.get('item')).toBe(PUSH_ID);
  });
});
