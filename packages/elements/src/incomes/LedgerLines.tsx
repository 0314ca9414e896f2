import type { IncomeLine, IncomeLinesQuery } from '@mym/sdk';
import { Badge } from '@mym/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NextPageButton } from '../common/NextPageButton';
import { useCreatorClient } from '../creator-client';
import { formatDay, money } from './income-format';
import { incomeQueries } from './incomes-queries';
import { LinesDialog } from './LinesDialog';
import { TableScroll } from './TableScroll';

/** A figure opened to its lines: which lines, and which of their amounts the figure sums. */
export interface LineDrill {
  title: string;
  figure: 'gross' | 'fee' | 'net';
  query: Omit<IncomeLinesQuery, 'cursor'>;
}

/** The sum of one amount over lines, in minor units (integers: never a float on the way). */
export function sumLines(lines: readonly IncomeLine[], figure: LineDrill['figure']): number {
  return lines.reduce((sum, line) => sum + line[figure], 0);
}

/**
 * The ledger lines behind a figure (fan, item, gross, fee, net, reversal), 50 at a time. The figure at the top is
 * the API's sum over every matching line; the foot sums the lines on screen, and once every page is in, the two
 * are the same number.
 */
export function LedgerLines({ drill, onClose }: { drill: LineDrill; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const client = useCreatorClient();
  const pages = useInfiniteQuery(incomeQueries.lines(client, drill.query));
  const lines = pages.data?.pages.flatMap((page) => page.lines) ?? [];
  const first = pages.data?.pages[0];
  const currency = first?.currency ?? drill.query.currency ?? 'EUR';
  const count = first ? first.total.saleCount + first.total.reversalCount : 0;

  return (
    <LinesDialog title={drill.title} onClose={onClose} pages={pages}>
      {() => (
        <>
          <p className="mym-incomes__lines-total">
            {t(`incomes_lines_total_${drill.figure}`)}{' '}
            <strong data-testid="lines-total">
              {money(first?.total[drill.figure] ?? 0, currency, locale)}
            </strong>{' '}
            <span className="mym-incomes__muted">{t('incomes_lines_count', { count })}</span>
          </p>
          {lines.length === 0 ? (
            <p className="mym-incomes__muted">{t('incomes_lines_empty')}</p>
          ) : (
            <TableScroll label={drill.title}>
              <table className="mym-incomes__table">
                <caption className="mym-visually-hidden">{drill.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('incomes_line_day')}</th>
                    <th scope="col">{t('incomes_line_fan')}</th>
                    <th scope="col">{t('incomes_line_item')}</th>
                    <th scope="col" className="mym-incomes__amount">
                      {t('incomes_line_gross')}
                    </th>
                    <th scope="col" className="mym-incomes__amount">
                      {t('incomes_line_fee')}
                    </th>
                    <th scope="col" className="mym-incomes__amount">
                      {t('incomes_line_net')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <tr key={line.id} data-kind={line.kind}>
                      <td>{formatDay(line.day, locale, 'short')}</td>
                      <td>{line.fan.name || line.fan.username}</td>
                      <td>
                        {line.item.title}{' '}
                        {line.kind !== 'sale' && (
                          <Badge kind="danger">{t(`incomes_kind_${line.kind}`)}</Badge>
                        )}
                      </td>
                      <td className="mym-incomes__amount">{money(line.gross, line.currency, locale)}</td>
                      <td className="mym-incomes__amount">{money(line.fee, line.currency, locale)}</td>
                      <td className="mym-incomes__amount">{money(line.net, line.currency, locale)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {t(pages.hasNextPage ? 'incomes_lines_shown_sum' : 'incomes_lines_sum', {
                        count: lines.length,
                      })}
                    </th>
                    <td className="mym-incomes__amount">
                      {money(sumLines(lines, 'gross'), currency, locale)}
                    </td>
                    <td className="mym-incomes__amount">{money(sumLines(lines, 'fee'), currency, locale)}</td>
                    <td className="mym-incomes__amount">{money(sumLines(lines, 'net'), currency, locale)}</td>
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          )}
          <NextPageButton pages={pages} label={t('incomes_lines_more')} />
        </>
      )}
    </LinesDialog>
  );
}
