import { useEffect, useState } from 'react';
import { type PasswordRecovery, readRecovery } from './recovery-store';

/**
 * The recovery in progress, read after mount: the server has no sessionStorage, so the first render (on the
 * server and at hydration) is `undefined`, "not read yet", and both agree.
 */
export function useRecovery(): PasswordRecovery | null | undefined {
  const [recovery, setRecovery] = useState<PasswordRecovery | null | undefined>(undefined);
  useEffect(() => setRecovery(readRecovery()), []);
  return recovery;
}
