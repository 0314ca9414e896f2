import { type ReactNode, Suspense, useRef } from 'react';
import { LoadingState } from '../common/LoadState';
import { ScreenArrival } from '../common/ScreenArrival';

/**
 * A wizard's frame: the box whose `data-state` names the screen shown (hosts and tests read it), the loading
 * state while a screen's code arrives, and the focus moved to the heading of each screen reached after the first.
 */
export function WizardFrame({
  className,
  state,
  moves,
  loadingLabel,
  children,
}: {
  className: string;
  state: string;
  /** How many moves the creator made (`useComposerSteps`): each one focuses the screen it reaches. */
  moves: number;
  loadingLabel: string;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  return (
    <div className={className} ref={root} data-state={state}>
      <Suspense fallback={<LoadingState label={loadingLabel} />}>
        {moves > 0 && <ScreenArrival key={moves} root={root} />}
        {children}
      </Suspense>
    </div>
  );
}
