import type { Time } from '@internationalized/date';
import { useRef } from 'react';
import { useDateSegment, useLocale, useTimeField } from 'react-aria';
import { type DateSegment, type TimeFieldState, useTimeFieldState } from 'react-stately';
import { cx } from '../class-names';

export interface TimeFieldProps {
  label: string;
  defaultValue?: Time;
  onChange: (time: Time | null) => void;
  error?: string;
}

/** Hour and minute, typed or stepped with the arrow keys (spec 2 "also a time field"). */
export function TimeField({ label, defaultValue, onChange, error }: TimeFieldProps) {
  const { locale } = useLocale();
  const props = {
    label,
    defaultValue,
    granularity: 'minute' as const,
    isInvalid: Boolean(error),
    errorMessage: error,
    onChange: (value: unknown) => onChange(value as Time | null),
  };
  const state = useTimeFieldState({ ...props, locale });
  const ref = useRef<HTMLDivElement>(null);
  const { labelProps, fieldProps, errorMessageProps } = useTimeField(props, state, ref);

  return (
    <div className={cx('mym-time-field', error && 'mym-time-field--invalid')}>
      <span {...labelProps} className="mym-field__label">
        {label}
      </span>
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
