import type { Payout } from '@mym/sdk';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NextPageButton } from '../common/NextPageButton';
import { useCreatorClient } from '../creator-client';
import { formatDay, formatInstant, money } from './income-format';
import { incomeQueries } from './incomes-queries';
import { sumLines } from './LedgerLines';
import { LinesDialog } from './LinesDialog';

/** The sales (and reversals) one payout paid; their nets sum to the payout's amount once every page is in. */
export function PayoutSales({
  payout,
  timeZone,
  onClose,
}: {
  payout: Payout;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const client = useCreatorClient();
  const pages = useInfiniteQuery(incomeQueries.payoutLines(client, payout.id));
  const lines = pages.data?.pages.flatMap((page) => page.lines) ?? [];
  const title = t('incomes_payout_sales_title', {
    amount: money(payout.amount, payout.currency, locale),
    date: formatInstant(payout.createdAt, timeZone, locale),
  });
  return (
    <LinesDialog title={title} onClose={onClose} pages={pages}>
      {() => (
        <>
          <ul className="mym-incomes__sale-list">
            {lines.map((line) => (
              <li key={line.id} data-kind={line.kind}>
                <span>{formatDay(line.day, locale, 'short')}</span>
                <span>{line.fan.name || line.fan.username}</span>
                <span>{line.item.title}</span>
                <span className="mym-incomes__amount">{money(line.net, line.currency, locale)}</span>
              </li>
            ))}
          </ul>
          <p className="mym-incomes__lines-total">
            {t(pages.hasNextPage ? 'incomes_lines_shown_sum' : 'incomes_lines_sum', { count: lines.length })}{' '}
            <strong data-testid="payout-lines-sum">
              {money(sumLines(lines, 'net'), payout.currency, locale)}
            </strong>
          </p>
          <NextPageButton pages={pages} label={t('incomes_lines_more')} />
        </>
      )}
    </LinesDialog>
  );
}
