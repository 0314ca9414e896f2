import { useCallback } from 'react';
import { useCreatorClient } from '../creator-client';
import { $session, dispatchSession } from './session-store';

/**
 * What happens once the identity says "signed in", whichever way (password, MFA, sign-up, hosted login): the
 * store turns logged, and a referral kept from the sign-up visit is posted once (spec 3, 7).
 */
export function useSignInCompletion(): () => Promise<void> {
  const client = useCreatorClient();
  return useCallback(async () => {
    dispatchSession({ type: 'signedIn' });
    const referral = $session.get().referral;
    if (!referral) return;
    try {
      await client.referral.post(referral);
      dispatchSession({ type: 'referralPosted' });
    } catch {
      // Kept in the store: the next sign-in posts it again rather than losing the sponsor.
    }
  }, [client]);
}
