import type { Time } from '@internationalized/date';
import { useRef } from 'react';
import { useDateSegment, useLocale, useTimeField } from 'react-aria';
import { type DateSegment, type TimeFieldState, useTimeFieldState } from 'react-stately';
import { cx } from '../class-names';

export interface TimeFieldProps {
  /** The visible label; without it, `aria-label` names the field (a row of fields with a shared heading). */
  label?: string;
  'aria-label'?: string;
  defaultValue?: Time;
  /** The time shown, when the caller owns it (null: empty). */
  value?: Time | null;
  onChange: (time: Time | null) => void;
  error?: string;
  /** Marks the field invalid when its error is shown elsewhere (under a row of fields). */
  invalid?: boolean;
  /** The id of an error shown elsewhere that describes the field. */
  'aria-describedby'?: string;
  className?: string;
}

/**
 * Hour and minute, typed or stepped with the arrow keys (spec 2 "also a time field"), on a 24-hour clock in
 * every language: the same field wherever the app asks for a time, never the browser's AM/PM control.
 */
export function TimeField({
  label,
  defaultValue,
  value,
  onChange,
  error,
  invalid = false,
  className,
  ...aria
}: TimeFieldProps) {
  const { locale } = useLocale();
  const props = {
    label,
    ...aria,
    defaultValue,
    ...(value !== undefined ? { value } : {}),
    hourCycle: 24 as const,
    granularity: 'minute' as const,
    isInvalid: Boolean(error) || invalid,
    errorMessage: error,
    onChange: (value: unknown) => onChange(value as Time | null),
  };
  const state = useTimeFieldState({ ...props, locale });
  const ref = useRef<HTMLDivElement>(null);
  const { labelProps, fieldProps, errorMessageProps } = useTimeField(props, state, ref);

  return (
    <div className={cx('mym-time-field', error && 'mym-time-field--invalid', className)}>
      {label && (
        <span {...labelProps} className="mym-field__label">
          {label}
        </span>
      )}
      <div {...fieldProps} ref={ref} className="mym-time-field__input">
        {state.segments.map((segment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed by the locale's time format
          <Segment key={index} segment={segment} state={state} />
        ))}
      </div>
      {error && (
        <p {...errorMessageProps} className="mym-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Segment({ segment, state }: { segment: DateSegment; state: TimeFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <div
      {...segmentProps}
      ref={ref}
      className={cx(
        'mym-time-field__segment',
        segment.isPlaceholder && 'mym-time-field__segment--placeholder',
      )}
    >
      {segment.text}
    </div>
  );
}
