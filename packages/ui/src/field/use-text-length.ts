import { type ChangeEvent, type Ref, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Tracks the text an input holds (and its length), controlled or not. Uncontrolled inputs (react-hook-form's
 * `register`) get their value written straight into the DOM, so the length is read from the element itself, and
 * from their `defaultValue` until there is one.
 */
export function useTextLength<Control extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  outerRef: Ref<Control> | undefined,
  onChange: ((event: ChangeEvent<Control>) => void) | undefined,
  value: unknown,
  defaultValue?: unknown,
) {
  const inner = useRef<Control | null>(null);
  // An uncontrolled field's stored text counts from the first render: the server's HTML has no element to read.
  const [text, setText] = useState(() =>
    typeof value === 'string' ? value : typeof defaultValue === 'string' ? defaultValue : '',
  );

  const ref = useCallback(
    (node: Control | null) => {
      inner.current = node;
      if (typeof outerRef === 'function') return outerRef(node);
      if (outerRef) outerRef.current = node;
    },
    [outerRef],
  );

  useLayoutEffect(() => {
    if (typeof value === 'string') setText(value);
    else if (inner.current) setText(inner.current.value);
  }, [value]);

  const handleChange = useCallback(
    (event: ChangeEvent<Control>) => {
      setText(event.target.value);
      onChange?.(event);
    },
    [onChange],
  );

  return { ref, length: text.length, text, handleChange };
}
