import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { incomesApi } from '../test-support/incomes-test-client';
import { renderWithClient } from '../test-support/render-with-client';
import { Incomes } from './Incomes';

afterEach(cleanup);

/** French amounts put a narrow no-break space before the sign and between thousands. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe("the incomes screen (the navigation's statistics)", () => {
  it('shows gross, fees, net and reversals of the period from minor units, each against the previous period', async () => {
    renderWithClient(<Incomes />, incomesApi().client);
    // 55 sales kept of 19.99 (one refunded): gross 1 099.45, fee 220, net 879.45, reversals -19.99.
    expect(plain((await screen.findByTestId('figure-gross')).textContent)).toBe('1 099,45 €');
    expect(plain(screen.getByTestId('figure-fee').textContent)).toBe('220 €');
    expect(plain(screen.getByTestId('figure-net').textContent)).toBe('879,45 €');
    expect(plain(screen.getByTestId('figure-reversals').textContent)).toBe('-19,99 €');
    // Net 879.45 against 800.00 the 24 days before: +9.9 %.
    const net = screen.getByTestId('figure-net').closest('button') as HTMLElement;
    expect(plain(net.textContent)).toContain('+9,9 % vs période précédente');
    expect(plain(screen.getByTestId('balance-pending').textContent)).toBe('319,80 €');
    expect(plain(screen.getByTestId('balance-available').textContent)).toBe('123,45 €');
    expect(plain(screen.getByTestId('next-payout').textContent)).toMatch(/^123,45 € le 1 déc\. 2026$/);
  });

  it('a figure opens its ledger lines, 50 a page, and the sum shown equals the sum of the lines', async () => {
    const api = incomesApi();
    renderWithClient(<Incomes />, api.client);
    fireEvent.click((await screen.findByTestId('figure-net')).closest('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const total = plain((await within(dialog).findByTestId('lines-total')).textContent);
    expect(total).toBe('879,45 €');
    expect(within(dialog).getAllByRole('row')).toHaveLength(1 + 50 + 1);
    expect(within(dialog).getByText('Total des 50 lignes affichées')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voir plus de lignes' }));
    await within(dialog).findByText('Total des 57 lignes');
    const foot = within(dialog).getByText('Total des 57 lignes').closest('tr') as HTMLElement;
    const cells = within(foot)
      .getAllByRole('cell')
      .map((cell) => plain(cell.textContent));
    expect(cells).toEqual(['1 099,45 €', '220 €', total]);
    expect(within(dialog).getByText('Remboursement')).toBeTruthy();
    expect(api.sent('/incomes/lines').map((call) => call.query.get('cursor'))).toEqual([null, '50']);
  });

  it('the reversals figure opens only the refunds and chargebacks, summing to it', async () => {
    const api = incomesApi();
    renderWithClient(<Incomes />, api.client);
    fireEvent.click((await screen.findByTestId('figure-reversals')).closest('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(plain((await within(dialog).findByTestId('lines-total')).textContent)).toBe('-19,99 €');
    expect(api.sent('/incomes/lines')[0]?.query.get('kind')).toBe('reversal');
    const foot = within(dialog).getByText('Total de la ligne').closest('tr') as HTMLElement;
    expect(plain(within(foot).getAllByRole('cell')[0]?.textContent)).toBe('-19,99 €');
  });

  it('the chart has the same figures as a table, and its points are reached with the keyboard and announce their values', async () => {
    const api = incomesApi();
    renderWithClient(<Incomes />, api.client);
    const table = await screen.findByTestId('chart-table');
    // A row per day of the period (24), a column per source sold and the net.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 24);
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual(['Jour', 'Push', 'Messages', 'Pourboires', 'Net']);
    const third = within(table)
      .getByRole('rowheader', { name: '3 novembre 2026' })
      .closest('tr') as HTMLElement;
    expect(
      within(third)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    ).toEqual(['15,99 €', '15,99 €', '15,99 €', '47,97 €']);
    const points = screen.getByRole('slider', { name: 'Points du graphique' });
    expect(points.getAttribute('aria-valuenow')).toBe('23');
    points.focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(plain(points.getAttribute('aria-valuetext'))).toBe(
      '3 novembre 2026 : net 47,97 € (Push 15,99 €, Messages 15,99 €, Pourboires 15,99 €)',
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(plain((await within(dialog).findByTestId('lines-total')).textContent)).toBe('47,97 €');
    const query = api.sent('/incomes/lines')[0]?.query;
    expect([query?.get('bucketFrom'), query?.get('bucketTo')]).toEqual(['2026-11-03', '2026-11-03']);
  });

  it('choosing a period asks for it; a custom period needs its first day before its last', async () => {
    const api = incomesApi();
    renderWithClient(<Incomes />, api.client);
    await screen.findByTestId('figure-net');
    await userEvent.click(screen.getByRole('radio', { name: '7 jours' }));
    await waitFor(() => expect(api.sent('/incomes/summary').at(-1)?.query.get('period')).toBe('7d'));
    await userEvent.click(screen.getByRole('radio', { name: 'Personnalisée' }));
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Choisissez deux dates, la première avant la seconde.',
    );
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-22' } });
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => {
      const query = api.sent('/incomes/summary').at(-1)?.query;
      expect([query?.get('period'), query?.get('from'), query?.get('to')]).toEqual([
        'custom',
        '2026-11-20',
        '2026-11-22',
      ]);
    });
  });

  it('payouts show their status, a failed one its reason, and the sales a payout paid sum to its amount', async () => {
    const api = incomesApi();
    renderWithClient(<Incomes />, api.client);
    expect(await screen.findByText('Motif : IBAN refusé par la banque')).toBeTruthy();
    expect(screen.getByText('Versé')).toBeTruthy();
    expect(screen.getByText('Échoué')).toBeTruthy();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Voir les ventes payées' })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog');
    const sum = plain((await within(dialog).findByTestId('payout-lines-sum')).textContent);
    expect(sum).toBe(
      plain(
        new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(
          api.paidPayout.amount / 100,
        ),
      ),
    );
  });

  it('top fans open the lines each fan paid', async () => {
    const api = incomesApi();
    renderWithClient(<Incomes />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Léa' }));
    await screen.findByRole('dialog');
    expect(api.sent('/incomes/lines')[0]?.query.get('fan')).toBe('0b0c7c1e-7f5a-4a4e-9a55-0000000000a2');
  });

  it("the export downloads the period's ledger from the link the API signed, one export at a time", async () => {
    const api = incomesApi();
    const downloads: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });
    renderWithClient(<Incomes />, api.client);
    const button = await screen.findByRole('button', { name: 'Exporter en CSV' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toEqual({
      href: 'http://api.test/incomes/exports/signed.csv',
      download: 'incomes.csv',
    });
    expect(api.sent('/incomes/exports')).toHaveLength(1);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    click.mockRestore();
  });
});
