import { numberFormat } from './intl-formats';
/**
 * A figure against the same figure over the previous period of the same length. The ratio is counted in tenths
 * of a percent from the two integer amounts, so a change reads the same whatever the currency's size.
 */
export type PeriodChange =
  | { kind: 'none' } // nothing then, nothing now
  | { kind: 'new' } // nothing then, something now: no percentage means anything
  | { kind: 'ratio'; tenths: number };

export function periodChange(current: number, previous: number): PeriodChange {
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' };
  return { kind: 'ratio', tenths: Math.round(((current - previous) * 1000) / Math.abs(previous)) };
}

/** `+12.5 %`, `−3 %`, `0 %` in the reader's locale. */
export function formatChange(change: { tenths: number }, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change.tenths / 1000);
}
