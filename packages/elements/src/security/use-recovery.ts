import { useEffect, useState } from 'react';
import { readRecovery } from './recovery-store';

/**
 * How far a recovery went, as a host's server may know it (a cookie of its own) to render the right screen in
 * the page's first HTML. Never the code: it stays in the tab.
 */
export interface RecoveryStep {
  email: string;
  /** The code was typed on the confirmation page. */
  codeEntered: boolean;
}

/** The recovery a page shows: the step, and the code once the tab's own record is read. */
export interface RecoveryInProgress extends RecoveryStep {
  code?: string;
}

function fromStep(step: RecoveryStep | null): RecoveryInProgress | null {
  return step && { email: step.email, codeEntered: step.codeEntered };
}

/**
 * The recovery in progress. The server has no sessionStorage, so the first render (on the server and at
 * hydration) is what the host knew (`known`), or `undefined`, "not read yet"; the tab's own record is read
 * after mount and decides, so both renders agree and the tab stays the recovery's truth.
 */
export function useRecovery(known?: RecoveryStep | null): RecoveryInProgress | null | undefined {
  const [recovery, setRecovery] = useState<RecoveryInProgress | null | undefined>(
    known === undefined ? undefined : fromStep(known),
  );
  useEffect(() => {
    const stored = readRecovery();
    setRecovery(stored && { ...stored, codeEntered: stored.code !== undefined });
  }, []);
  return recovery;
}
