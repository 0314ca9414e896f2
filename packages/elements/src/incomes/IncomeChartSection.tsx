import { INCOME_BUCKETS, type IncomeBucket, type IncomePeriodQuery, type IncomeSummary } from '@mym/sdk';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../common/intl-formats';
import { LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { ChartPoints } from './ChartPoints';
import { ChartTable } from './ChartTable';
import { type ChartRow, chartRows, chartSources } from './chart-data';
import { formatBucket } from './income-format';
import { incomeQueries } from './incomes-queries';
import type { LineDrill } from './LedgerLines';
import { defaultBucket } from './period';

// The canvas and its library load when the chart comes into view, only here: the overview's figures never wait
// for them, and a phone that never scrolls to the chart never downloads them.
const ChartCanvas = lazy(() => import('./ChartCanvas').then((module) => ({ default: module.ChartCanvas })));

/**
 * Whether this browser can draw the chart (the library needs media queries and a 2D canvas); without them the
 * points and the table still tell everything, and the library is never downloaded.
 */
function canDraw(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * Net by the creator's day, week or month, stacked by source. The canvas is for the eye; the points are reached
 * with the arrow keys and announce their values, and the same figures stand in a table for screen readers.
 */
export function IncomeChartSection({
  query,
  summary,
  onDrill,
}: {
  query: IncomePeriodQuery;
  summary: IncomeSummary;
  onDrill: (drill: LineDrill) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const titleId = useId();
  const [bucket, setBucket] = useState<IncomeBucket>(() => defaultBucket(summary.range));
  const series = useQuery(incomeQueries.series(client, { ...query, currency: summary.currency }, bucket));
  const [active, setActive] = useState<number | null>(null);
  // Asked once the section is in a browser: the server renders the figures (the page's first HTML) without it,
  // and the first render in the browser must match that HTML.
  const [drawable, setDrawable] = useState(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!canDraw()) return;
    const element = section.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setDrawable(true);
      return;
    }
    // A little before it is reached, so the canvas is there when the creator scrolls to it.
    const watcher = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setDrawable(true);
        watcher.disconnect();
      },
      { rootMargin: '200px 0px' },
    );
    watcher.observe(element);
    return () => watcher.disconnect();
  }, []);
  // The same arrays from render to render, so the canvas is drawn again only when the figures change.
  const rows = useMemo(() => (series.data ? chartRows(series.data.buckets) : []), [series.data]);
  const sources = useMemo(() => chartSources(rows), [rows]);
  const size = series.data?.bucket ?? bucket;

  const axisFormat = numberFormat(i18n.language, {
    style: 'currency',
    currency: series.data?.currency ?? summary.currency,
    maximumFractionDigits: 0,
  });
  const drill = (row: ChartRow) =>
    onDrill({
      title: `${t('incomes_figure_net')} · ${formatBucket(row, size, i18n.language)}`,
      figure: 'net',
      query: { ...query, currency: summary.currency, bucketFrom: row.from, bucketTo: row.to },
    });

  return (
    <section ref={section} className="mym-incomes__chart" part="chart" aria-labelledby={titleId}>
      <div className="mym-incomes__chart-head">
        <h2 id={titleId} className="mym-incomes__section-title">
          {t('incomes_chart_title')}
        </h2>
        <label className="mym-incomes__select">
          {t('incomes_bucket_label')}
          <select
            value={bucket}
            onChange={(event) => {
              setBucket(event.target.value as IncomeBucket);
              setActive(null);
            }}
          >
            {INCOME_BUCKETS.map((value) => (
              <option key={value} value={value}>
                {t(`incomes_bucket_${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {series.isPending ? (
        <LoadingState label={t('incomes_chart_loading')} />
      ) : series.isError ? (
        <LoadError
          title={t('incomes_chart_error')}
          onRetry={() => series.refetch()}
          retrying={series.isFetching}
        />
      ) : (
        <>
          {drawable && (
            <Suspense fallback={<div className="mym-incomes__canvas" aria-hidden="true" />}>
              <ChartCanvas
                rows={rows}
                sources={sources}
                label={(row) => formatBucket(row, size, i18n.language, 'short')}
                axisValue={(major) => axisFormat.format(major)}
                sourceLabel={(source) => t(`incomes_source_${source}`)}
                active={active}
                onActive={setActive}
                onPick={(index) => {
                  const row = rows[index];
                  if (row) drill(row);
                }}
              />
            </Suspense>
          )}
          <ChartPoints
            rows={rows}
            sources={sources}
            bucket={size}
            currency={series.data.currency}
            active={active}
            onActive={setActive}
            onPick={drill}
          />
          <ChartLegend sources={sources} />
          <ChartTable
            rows={rows}
            sources={sources}
            bucket={size}
            currency={series.data.currency}
            onPick={drill}
          />
        </>
      )}
    </section>
  );
}

function ChartLegend({ sources }: { sources: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mym-incomes__legend" aria-hidden="true">
      {sources.map((source) => (
        <li key={source} data-source={source}>
          {t(`incomes_source_${source}`)}
        </li>
      ))}
    </ul>
  );
}
