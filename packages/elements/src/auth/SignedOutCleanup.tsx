import { useEffect } from 'react';
import { useIdentityClient } from '../creator-client';

/**
 * Mounted on a public page opened with `logout=true` (spec 2): the server already dropped the cookie; this also
 * ends the identity session kept in the browser and resets the session store.
 */
export function SignedOutCleanup() {
  const client = useIdentityClient();
  useEffect(() => {
    client.auth.signOut().catch(() => undefined);
  }, [client]);
  return null;
}
