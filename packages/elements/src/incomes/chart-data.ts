import { INCOME_SOURCES, type IncomeSeriesBucket, type IncomeSource } from '@mym/sdk';

/** What the chart, its announced points and its table show of a bucket, in minor units. */
export interface ChartRow {
  from: string;
  to: string;
  net: number;
  bySource: Record<IncomeSource, number>;
}

/** The rows of the table and the announced values: every source, and the bucket's net as the API summed it. */
export function chartRows(buckets: readonly IncomeSeriesBucket[]): ChartRow[] {
  return buckets.map((bucket) => {
    const bySource = Object.fromEntries(INCOME_SOURCES.map((source) => [source, 0])) as Record<
      IncomeSource,
      number
    >;
    for (const part of bucket.sources) bySource[part.source] += part.net;
    return { from: bucket.from, to: bucket.to, net: bucket.net, bySource };
  });
}

/** The sources a chart shows: those with a line in the range, in the ledger's order. */
export function chartSources(rows: readonly ChartRow[]): IncomeSource[] {
  return INCOME_SOURCES.filter((source) => rows.some((row) => row.bySource[source] !== 0));
}

/**
 * The stacked bands the canvas draws: for each shown source, the running sum of its own and the sources before
 * it, so each band's top is the total so far. Sums stay in minor units; only the drawn heights become major.
 */
export function stackedSeries(rows: readonly ChartRow[], sources: readonly IncomeSource[]): number[][] {
  const running = rows.map(() => 0);
  return sources.map((source) =>
    rows.map((row, index) => {
      const top = (running[index] ?? 0) + row.bySource[source];
      running[index] = top;
      return top / 100;
    }),
  );
}
