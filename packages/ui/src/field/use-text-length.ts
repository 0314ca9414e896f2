import { type ChangeEvent, type Ref, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Tracks how many characters an input holds, controlled or not. Uncontrolled inputs (react-hook-form's
 * `register`) get their value written straight into the DOM, so the length is read from the element itself.
 */
export function useTextLength(
  outerRef: Ref<HTMLInputElement> | undefined,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
  value: unknown,
) {
  const inner = useRef<HTMLInputElement | null>(null);
  const [length, setLength] = useState(() => (typeof value === 'string' ? value.length : 0));

  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      if (typeof outerRef === 'function') return outerRef(node);
      if (outerRef) outerRef.current = node;
    },
    [outerRef],
  );

  useLayoutEffect(() => {
    if (typeof value === 'string') setLength(value.length);
    else if (inner.current) setLength(inner.current.value.length);
  }, [value]);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      setLength(event.target.value.length);
      onChange?.(event);
    },
    [onChange],
  );

  return { ref, length, handleChange };
}
