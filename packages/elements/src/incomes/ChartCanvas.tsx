import type { IncomeSource } from '@mym/sdk';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { type ChartRow, stackedSeries } from './chart-data';

/** A colour per source, from the theme (`--mym-*`), so a partner's theme colours the chart too. */
const SOURCE_COLOURS: Record<IncomeSource, string> = {
  subscription: '--mym-color-primary',
  push: '--mym-color-creator',
  message: '--mym-color-success',
  tip: '--mym-color-warning',
  booking: '--mym-color-user',
  live: '--mym-color-danger',
};

const HEIGHT = 240;

/**
 * The stacked bars on a canvas (uPlot): each source's band sits on the ones before it. Drawn for the eye only
 * (hidden from screen readers, who get the points and the table); a click opens the bucket's lines, hovering
 * moves the same active point the keyboard moves.
 */
export function ChartCanvas({
  rows,
  sources,
  label,
  axisValue,
  sourceLabel,
  active,
  onActive,
  onPick,
}: {
  rows: readonly ChartRow[];
  sources: readonly IncomeSource[];
  label: (row: ChartRow) => string;
  /** A tick of the amounts' axis (major units: a tick is a position, not an amount of the ledger). */
  axisValue: (major: number) => string;
  sourceLabel: (source: IncomeSource) => string;
  active: number | null;
  onActive: (index: number) => void;
  onPick: (index: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const handlers = useRef({ onActive, onPick, label, axisValue, sourceLabel });
  handlers.current = { onActive, onPick, label, axisValue, sourceLabel };

  useEffect(() => {
    const target = box.current;
    if (!target || rows.length === 0) return;
    const style = getComputedStyle(target);
    const colour = (name: string) => style.getPropertyValue(name).trim() || '#888';
    const text = colour('--mym-color-text-muted');
    const grid = colour('--mym-color-border');
    const stacked = stackedSeries(rows, sources);
    const bars = uPlot.paths.bars?.({ size: [0.7, 48], align: 0 });
    // Tallest band first: each later, shorter band is drawn over it, which stacks them.
    const order = sources.map((source, index) => ({ source, values: stacked[index] ?? [] })).reverse();
    const chart = new uPlot(
      {
        width: target.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
        cursor: { drag: { x: false, y: false }, points: { show: false }, y: false },
        axes: [
          {
            stroke: text,
            grid: { show: false },
            ticks: { stroke: grid },
            values: (_u, splits) =>
              splits.map((split) => {
                const row = rows[split];
                return Number.isInteger(split) && row ? handlers.current.label(row) : '';
              }),
          },
          {
            stroke: text,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid },
            size: 64,
            values: (_u, splits) => splits.map((split) => handlers.current.axisValue(split)),
          },
        ],
        series: [
          {},
          ...order.map(({ source }) => ({
            label: handlers.current.sourceLabel(source),
            fill: colour(SOURCE_COLOURS[source]),
            stroke: colour(SOURCE_COLOURS[source]),
            width: 0,
            points: { show: false },
            ...(bars ? { paths: bars } : {}),
          })),
        ],
        hooks: {
          setCursor: [
            (u) => {
              if (u.cursor.idx !== null && u.cursor.idx !== undefined)
                handlers.current.onActive(u.cursor.idx);
            },
          ],
        },
      },
      [rows.map((_row, index) => index), ...order.map(({ values }) => values)],
      target,
    );
    const pick = () => {
      if (chart.cursor.idx !== null && chart.cursor.idx !== undefined)
        handlers.current.onPick(chart.cursor.idx);
    };
    chart.over.addEventListener('click', pick);
    plot.current = chart;
    const resize = new ResizeObserver(() => chart.setSize({ width: target.clientWidth, height: HEIGHT }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.over.removeEventListener('click', pick);
      chart.destroy();
      plot.current = null;
    };
  }, [rows, sources]);

  // The keyboard's point shows on the canvas too.
  useEffect(() => {
    const chart = plot.current;
    if (!chart || active === null) return;
    if (chart.cursor.idx === active) return;
    chart.setCursor({ left: chart.valToPos(active, 'x'), top: HEIGHT / 2 }, false);
  }, [active]);

  return <div ref={box} className="mym-incomes__canvas" aria-hidden="true" data-testid="chart-canvas" />;
}
