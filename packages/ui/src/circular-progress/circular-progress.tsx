import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../class-names';
import { PROGRESS_BAND_1_FROM, PROGRESS_BAND_2_FROM } from '../limits';

export type ProgressBand = 0 | 1 | 2;

/** Keeps a progress value within 0..100 (spec 2); NaN counts as no progress. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** Colour band of a progress value: 0 below 66, 1 below 95, 2 up to 100 (spec 2, spec 9). */
export function progressBand(value: number): ProgressBand {
  const clamped = clampProgress(value);
  if (clamped < PROGRESS_BAND_1_FROM) return 0;
  if (clamped < PROGRESS_BAND_2_FROM) return 1;
  return 2;
}

export interface CircularProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  value: number;
  /** Translated name of what progresses, read with the value. */
  label: string;
  /** Diameter in px. */
  size?: number;
  /** Content in the middle of the ring; the rounded percentage by default. */
  children?: ReactNode;
}

const STROKE = 4;

/** A ring that fills with progress and changes colour by band (spec 2 "Circular progress"). */
export function CircularProgress({
  value,
  label,
  size = 48,
  className,
  children,
  ...rest
}: CircularProgressProps) {
  const clamped = clampProgress(value);
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cx(
        'mym-circular-progress',
        `mym-circular-progress--band-${progressBand(clamped)}`,
        className,
      )}
      style={{ width: size, height: size }}
      {...rest}
    >
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true">
        <circle
          className="mym-circular-progress__track"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={STROKE}
        />
        <circle
          className="mym-circular-progress__value"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={STROKE}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span className="mym-circular-progress__text" aria-hidden="true">
        {children ?? `${Math.round(clamped)}%`}
      </span>
    </div>
  );
}
