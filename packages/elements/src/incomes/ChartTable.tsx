import type { IncomeBucket, IncomeSource } from '@mym/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartRow } from './chart-data';
import { formatBucket, money } from './income-format';
import { TableScroll } from './TableScroll';

/**
 * The chart's figures as a table: always there for screen readers, shown on demand to the eye. A row per bucket,
 * a column per source, the net last; once shown, each bucket opens its ledger lines (a hidden table holds no
 * focusable control).
 */
export function ChartTable({
  rows,
  sources,
  bucket,
  currency,
  onPick,
}: {
  rows: readonly ChartRow[];
  sources: readonly IncomeSource[];
  bucket: IncomeBucket;
  currency: string;
  onPick: (row: ChartRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [shown, setShown] = useState(false);
  if (rows.length === 0) return null;
  const table = (
    <table className="mym-incomes__table" data-testid="chart-table">
      <caption>{t('incomes_chart_table_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`incomes_bucket_${bucket}`)}</th>
          {sources.map((source) => (
            <th key={source} scope="col" className="mym-incomes__amount">
              {t(`incomes_source_${source}`)}
            </th>
          ))}
          <th scope="col" className="mym-incomes__amount">
            {t('incomes_figure_net')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.from}>
            <th scope="row">
              {shown ? (
                <button
                  type="button"
                  className="mym-text-button mym-incomes__link-button"
                  onClick={() => onPick(row)}
                >
                  {formatBucket(row, bucket, locale)}
                </button>
              ) : (
                formatBucket(row, bucket, locale)
              )}
            </th>
            {sources.map((source) => (
              <td key={source} className="mym-incomes__amount">
                {money(row.bySource[source], currency, locale)}
              </td>
            ))}
            <td className="mym-incomes__amount">{money(row.net, currency, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className="mym-incomes__chart-table">
      <button
        type="button"
        className="mym-text-button mym-incomes__link-button"
        aria-expanded={shown}
        onClick={() => setShown(!shown)}
      >
        {t(shown ? 'incomes_chart_table_hide' : 'incomes_chart_table_show')}
      </button>
      {shown ? (
        <TableScroll label={t('incomes_chart_table_caption')}>{table}</TableScroll>
      ) : (
        <div className="mym-visually-hidden">{table}</div>
      )}
    </div>
  );
}
