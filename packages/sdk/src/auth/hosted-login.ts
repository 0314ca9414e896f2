import { CreatorApiError, GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import type { AmplifyLoader } from './amplify-loader';
import type { FederatedProvider } from './auth-config';
import { callIdentity } from './identity-error';

export interface HostedLoginAuth {
  /**
   * Leaves for the hosted login with a provider (spec 4): Amplify stores a 32-character state and a 128-character
   * PKCE verifier (S256) and compares them on return.
   */
  signInWithProvider(provider: FederatedProvider): Promise<void>;
  /**
   * On `/oauth2/callback`: waits until the returned code is exchanged for tokens. Rejects with
   * 'Invalid state in OAuth flow' (or the provider's error) when the return does not match the request.
   */
  completeHostedSignIn(): Promise<void>;
}

export function createHostedLoginAuth(
  amplify: AmplifyLoader,
  onSignedIn: () => Promise<void>,
): HostedLoginAuth {
  return {
    async signInWithProvider(provider) {
      requireArgument(provider, GUARD_MESSAGES.provider);
      const identity = await amplify();
      await callIdentity(() => identity.signInWithRedirect({ provider }));
    },
    async completeHostedSignIn() {
      if (typeof location !== 'undefined') {
        const error = new URLSearchParams(location.search).get('error_description');
        if (error) throw new CreatorApiError(error, { code: 'provider_error' });
      }
      const identity = await amplify();
      await callIdentity(() => identity.hostedSignInOutcome());
      await onSignedIn();
    },
  };
}
