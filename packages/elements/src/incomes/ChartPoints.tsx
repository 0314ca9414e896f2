import type { IncomeBucket, IncomeSource } from '@mym/sdk';
import type { TFunction } from 'i18next';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartRow } from './chart-data';
import { formatBucket, money } from './income-format';

/** What a point says: its bucket, its net, and the net of each source in it. */
export function pointText(
  row: ChartRow,
  sources: readonly IncomeSource[],
  bucket: IncomeBucket,
  currency: string,
  locale: string,
  t: TFunction,
): string {
  const parts = sources
    .filter((source) => row.bySource[source] !== 0)
    .map((source) => `${t(`incomes_source_${source}`)} ${money(row.bySource[source], currency, locale)}`);
  return t('incomes_point', {
    bucket: formatBucket(row, bucket, locale),
    net: money(row.net, currency, locale),
    sources: parts.join(', ') || t('incomes_point_nothing'),
  });
}

/**
 * The chart's points for the keyboard: one tab stop that arrows move along (a slider over the buckets), each
 * point announced with its values, Enter opening its lines. The readout under the chart shows the same words.
 */
export function ChartPoints({
  rows,
  sources,
  bucket,
  currency,
  active,
  onActive,
  onPick,
}: {
  rows: readonly ChartRow[];
  sources: readonly IncomeSource[];
  bucket: IncomeBucket;
  currency: string;
  active: number | null;
  onActive: (index: number) => void;
  onPick: (row: ChartRow) => void;
}) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className="mym-incomes__muted">{t('incomes_chart_empty')}</p>;
  const index = Math.min(active ?? rows.length - 1, rows.length - 1);
  const row = rows[index] as ChartRow;
  const text = pointText(row, sources, bucket, currency, i18n.language, t);
  const move = (to: number) => onActive(Math.max(0, Math.min(rows.length - 1, to)));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 7, PageDown: -7 }[
      event.key
    ];
    if (step !== undefined) move(index + step);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(rows.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') onPick(row);
    else return;
    event.preventDefault();
  };
  return (
    <div className="mym-incomes__points">
      <div
        role="slider"
        tabIndex={0}
        className="mym-incomes__point-slider"
        aria-label={t('incomes_points_label')}
        aria-valuemin={0}
        aria-valuemax={rows.length - 1}
        aria-valuenow={index}
        aria-valuetext={text}
        data-testid="chart-points"
        onKeyDown={onKeyDown}
      >
        <span className="mym-incomes__point-text" data-testid="chart-point">
          {text}
        </span>
      </div>
      <p className="mym-incomes__muted mym-incomes__hint">{t('incomes_points_hint')}</p>
    </div>
  );
}
