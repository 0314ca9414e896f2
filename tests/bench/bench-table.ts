/**
 * One row of `pnpm bench`: a measured figure, what it is held to, and the ratio. A budget is a ceiling the run
 * fails over (bytes); a goal is a target printed beside the figure (throughput, timings), never asserted.
 */
export interface BenchRow {
  section: string;
  name: string;
  value: number;
  unit: 'B gzip' | 'x hello-world' | 'x raw PUT' | 'req/s' | 'ms' | 'nodes' | 's' | 'MB' | 'score' | 'ratio';
  /** The ceiling (or floor, with `higherIsBetter`) the figure is held to. */
  limit?: number;
  kind: 'budget' | 'goal' | 'info';
  higherIsBetter?: boolean;
  /** Extra words printed after the row (latencies, file counts). */
  note?: string;
}

/** Whether a row misses its budget (goals and plain figures never fail the run). */
export function overBudget(row: BenchRow): boolean {
  if (row.kind !== 'budget' || row.limit === undefined) return false;
  return row.higherIsBetter ? row.value < row.limit : row.value > row.limit;
}

function format(value: number, unit: BenchRow['unit']): string {
  if (unit === 'x hello-world') return `${(value * 100).toFixed(2)} %`;
  if (unit === 'x raw PUT') return `${value.toFixed(2)} x`;
  if (unit === 'ratio') return value.toFixed(2);
  if (unit === 'B gzip') return `${value.toLocaleString('en-US')} B`;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}

/** The table `pnpm bench` prints: one row per figure, with its budget or goal and the ratio to it. */
export function renderTable(rows: readonly BenchRow[]): string {
  const lines = ['| section | figure | value | budget / goal | ratio | |', '|---|---|---|---|---|---|'];
  for (const row of rows) {
    const limit = row.limit === undefined ? '' : `${row.kind} ${format(row.limit, row.unit)}`;
    const ratio = row.limit ? (row.value / row.limit).toFixed(2) : '';
    const mark = overBudget(row)
      ? 'OVER'
      : row.kind === 'goal' && row.limit !== undefined
        ? goalMark(row)
        : '';
    lines.push(
      `| ${row.section} | ${row.name} | ${format(row.value, row.unit)} | ${limit} | ${ratio} | ${[mark, row.note].filter(Boolean).join(' ')} |`,
    );
  }
  return lines.join('\n');
}

function goalMark(row: BenchRow): string {
  const met = row.higherIsBetter ? row.value >= (row.limit ?? 0) : row.value <= (row.limit ?? 0);
  return met ? 'goal met' : 'goal not met';
}
