import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { cx } from '../class-names';
import { FieldError } from '../field/field-shell';
import { CODE_LENGTH } from '../limits';

/** Look of the code entry: creators, users, and the third neutral look the spec mentions without naming. */
export type CodeEntryMode = 'creators' | 'users' | 'neutral';

/** Keys a numeric keyboard lets through that are not digits (spec 2 "Code entry"). */
export const BLOCKED_CODE_KEYS: readonly string[] = ['e', 'E', '+', '-', '.'];

export interface CodeEntryProps {
  /** Translated visible label of the whole code. */
  label: string;
  length?: number;
  mode?: CodeEntryMode;
  /** Called with the code once every box holds a digit, and on Enter when it is complete. */
  onComplete: (code: string) => void;
  /** Called with the partial code on each change. */
  onChange?: (code: string) => void;
  /** Translated name of one box, given its 1-based position and the length. */
  digitLabel?: (position: number, length: number) => string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit of a verification code (spec 2). Digits only; typing moves on, Backspace clears the box or
 * goes back, paste and one-time-code autofill spread the digits over the boxes, a full code submits itself.
 */
export function CodeEntry({
  label,
  length = CODE_LENGTH,
  mode = 'creators',
  onComplete,
  onChange,
  digitLabel = (position, total) => `${position}/${total}`,
  error,
  disabled,
  autoFocus,
  className,
}: CodeEntryProps) {
  const [digits, setDigits] = useState<string[]>(() => Array(length).fill(''));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const id = useId();
  const errorId = `${id}-error`;

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const update = (next: string[]) => {
    const wasComplete = digits.every(Boolean);
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (!wasComplete && next.every(Boolean)) onComplete(code);
  };

  /** Writes digits from a box onwards and focuses the box after the last one written. */
  const spread = (from: number, text: string) => {
    const incoming = onlyDigits(text)
      .slice(0, length - from)
      .split('');
    if (!incoming.length) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    update(next);
    focusBox(from + incoming.length);
  };

  const onInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    const typed = onlyDigits(event.currentTarget.value);
    // The box held a digit already: keep what was typed last.
    const text = typed.length === 2 && digits[index] ? typed.replace(digits[index] as string, '') : typed;
    if (text) spread(index, text);
    else event.currentTarget.value = digits[index] ?? '';
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (BLOCKED_CODE_KEYS.includes(event.key)) {
      event.preventDefault();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) update(digits.map((d, i) => (i === index ? '' : d)));
      else focusBox(index - 1);
    } else if (event.key === 'Enter') {
      if (digits.every(Boolean)) {
        event.preventDefault();
        onComplete(digits.join(''));
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    spread(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset
      className={cx(
        'mym-code-entry',
        `mym-code-entry--${mode}`,
        error && 'mym-code-entry--invalid',
        className,
      )}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mym-field__label">{label}</legend>
      <div className="mym-code-entry__boxes">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: a box is its position; boxes never reorder
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            className="mym-code-entry__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: the code is the only task of the screen that shows it
            autoFocus={autoFocus && index === 0}
            onChange={onInput(index)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
