import type { ComponentPropsWithRef } from 'react';
import { FieldShell, useFieldIds } from '../field/field-shell';
import { useTextLength } from '../field/use-text-length';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'maxLength'> {
  /** Already-translated visible label. */
  label: string;
  /** Already-translated error message; shown under the field and announced. */
  error?: string | undefined;
  /** Already-translated help text. */
  hint?: string | undefined;
  /**
   * The most characters the text may hold: the counter shows how many remain (spec 2 "Field text counter") and
   * goes below zero past it. Typing is not cut off, so the form's own rule can say what is wrong (spec 5).
   */
  characterLimit?: number;
  /** Counts characters the way the rule does (graphemes, say); the string length by default. */
  countCharacters?: (text: string) => number;
}

/** A labelled multi-line text field laid out like the other fields; `{...register('caption')}` works as is. */
export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  characterLimit,
  countCharacters,
  ref,
  onChange,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const hasCounter = characterLimit !== undefined;
  const ids = useFieldIds(id, { error, hint }, hasCounter);
  const text = useTextLength<HTMLTextAreaElement>(ref, onChange, rest.value, rest.defaultValue);
  const used = countCharacters ? countCharacters(text.text) : text.length;

  return (
    <FieldShell
      label={label}
      ids={ids}
      className={className}
      error={error}
      hint={hint}
      remaining={hasCounter ? characterLimit - used : undefined}
    >
      <textarea
        {...rest}
        ref={text.ref}
        id={ids.inputId}
        rows={rows}
        onChange={text.handleChange}
        className="mym-field__input mym-field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
