import type { IncomeSource } from '@mym/sdk';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { type ChartRow, stackedSeries } from './chart-data';
import { amountTicks, labelStride } from './chart-scale';

/** A colour per source, from the theme (`--mym-*`), so a partner's theme colours the chart too. */
const SOURCE_COLOURS: Record<IncomeSource, string> = {
  subscription: 'var(--mym-color-primary)',
  push: 'var(--mym-color-creator)',
  message: 'var(--mym-color-success)',
  tip: 'var(--mym-color-warning)',
  booking: 'var(--mym-color-user)',
  live: 'var(--mym-color-danger)',
};

const HEIGHT = 240;
/** Room for the amounts' axis on the left and the buckets' labels under the bars. */
const AXIS_WIDTH = 64;
const LABEL_HEIGHT = 28;
const TOP = 8;
/** The share of a bucket's width its bar takes, and the widest a bar gets. */
const BAR_SHARE = 0.7;
const BAR_MAX = 48;

/**
 * The stacked bars, drawn in SVG: each source's band sits on the ones before it. Drawn for the eye only (hidden
 * from screen readers, who get the points and the table); a click opens the bucket's lines, hovering moves the
 * same active point the keyboard moves. Plain SVG rather than a charting library: the bars, two axes and a cursor
 * are all the screen draws, and the incomes' first load stays small.
 */
export function ChartBars({
  rows,
  sources,
  label,
  axisValue,
  active,
  onActive,
  onPick,
}: {
  rows: readonly ChartRow[];
  sources: readonly IncomeSource[];
  label: (row: ChartRow) => string;
  /** A tick of the amounts' axis (major units: a tick is a position, not an amount of the ledger). */
  axisValue: (major: number) => string;
  active: number | null;
  onActive: (index: number) => void;
  onPick: (index: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Measured in the browser: the server renders the empty box, which the first render in the browser matches.
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    setWidth(target.clientWidth || 320);
    if (typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(() => setWidth(target.clientWidth || 320));
    resize.observe(target);
    return () => resize.disconnect();
  }, []);

  const drawn = width !== null && rows.length > 0;
  return (
    <div ref={box} className="mym-incomes__canvas" aria-hidden="true" data-testid="chart-canvas">
      {drawn && (
        <Bars
          width={width}
          rows={rows}
          sources={sources}
          label={label}
          axisValue={axisValue}
          active={active}
          onActive={onActive}
          onPick={onPick}
        />
      )}
    </div>
  );
}

function Bars({
  width,
  rows,
  sources,
  label,
  axisValue,
  active,
  onActive,
  onPick,
}: Parameters<typeof ChartBars>[0] & { width: number }) {
  const stacked = stackedSeries(rows, sources);
  const values = stacked.flat();
  const ticks = amountTicks(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const plotWidth = Math.max(1, width - AXIS_WIDTH);
  const plotHeight = HEIGHT - TOP - LABEL_HEIGHT;
  const slot = plotWidth / rows.length;
  const bar = Math.min(slot * BAR_SHARE, BAR_MAX);
  const x = (index: number) => AXIS_WIDTH + slot * index + slot / 2;
  const y = (major: number) => TOP + plotHeight - ((major - low) / (high - low || 1)) * plotHeight;
  const stride = labelStride(rows.length, plotWidth);
  const indexAt = (event: MouseEvent<SVGSVGElement>) => {
    const left = event.clientX - event.currentTarget.getBoundingClientRect().left - AXIS_WIDTH;
    return Math.min(rows.length - 1, Math.max(0, Math.floor(left / slot)));
  };

  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle lint/a11y/useKeyWithClickEvents: drawn for the eye only (its box is aria-hidden); the keyboard and screen readers use the chart's points and table
    <svg
      className="mym-incomes__bars"
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      onPointerMove={(event) => {
        const index = indexAt(event);
        if (index !== active) onActive(index);
      }}
      onClick={(event) => onPick(indexAt(event))}
    >
      {ticks.map((tick) => (
        <g key={tick} className="mym-incomes__tick">
          <line x1={AXIS_WIDTH} x2={width} y1={y(tick)} y2={y(tick)} />
          <text x={AXIS_WIDTH - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {axisValue(tick)}
          </text>
        </g>
      ))}
      {rows.map((row, index) => (
        <g key={row.from}>
          {sources.map((source, band) => {
            const top = stacked[band]?.[index] ?? 0;
            const bottom = band === 0 ? 0 : (stacked[band - 1]?.[index] ?? 0);
            if (top === bottom) return null;
            return (
              <rect
                key={source}
                x={x(index) - bar / 2}
                width={bar}
                y={Math.min(y(top), y(bottom))}
                height={Math.abs(y(top) - y(bottom))}
                fill={SOURCE_COLOURS[source]}
              />
            );
          })}
          {index % stride === 0 && (
            <text className="mym-incomes__bucket" x={x(index)} y={HEIGHT - 8} textAnchor="middle">
              {label(row)}
            </text>
          )}
        </g>
      ))}
      {active !== null && active < rows.length && (
        <line className="mym-incomes__cursor" x1={x(active)} x2={x(active)} y1={TOP} y2={TOP + plotHeight} />
      )}
    </svg>
  );
}
