import { useState } from 'react';
import { useIdentityClient } from '../../creator-client';

/**
 * Signing out from a button: here or everywhere (`global`), then the caller leaves for `/login?logout=true`.
 * A failure keeps the creator on the page with `failed` set, so the screen can say so (spec 8 display).
 */
export interface SignOutOptions {
  global?: boolean;
  onSignedOut?: (() => void) | undefined;
  onFailed?: (() => void) | undefined;
}

export function useSignOut({ global = false, onSignedOut, onFailed }: SignOutOptions) {
  const client = useIdentityClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await client.auth.signOut({ global });
      onSignedOut?.();
    } catch {
      setFailed(true);
      setBusy(false);
      onFailed?.();
    }
  };
  return { busy, failed, signOut };
}
