import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a step. When the fan moved to the step, focus lands on it, as a page change would announce
 * the new page; the first step never takes focus, since the widget sits in someone else's page.
 */
export function StepHeading({ id, focus, children }: { id: string; focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} id={id} className="mym-booking__title" tabIndex={-1}>
      {children}
    </h2>
  );
}
