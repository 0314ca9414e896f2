import type { CreatorApiError } from '@mym/sdk';
import { MessageText } from '@mym/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentityClient } from '../creator-client';
import { FEDERATED_PROVIDERS, type FederatedProvider, ProviderIcon } from './provider-icons';

export interface FederatedSignInButtonsProps {
  /** Providers offered, in spec 1's order by default (Google, Facebook, Amazon, Apple). */
  providers?: readonly FederatedProvider[];
  /** `login` says "continue with", `signup` says "sign up with": the same hosted login serves both. */
  intent?: 'login' | 'signup';
}

/**
 * Federated sign-in (spec 1, 4): each button leaves for the hosted login with one provider; the creator comes
 * back on `/oauth2/callback`. The page is left on success, so only a failure to leave is shown here.
 */
export function FederatedSignInButtons({
  providers = FEDERATED_PROVIDERS,
  intent = 'login',
}: FederatedSignInButtonsProps) {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const [leavingWith, setLeavingWith] = useState<FederatedProvider | null>(null);
  const [failed, setFailed] = useState(false);

  const signInWith = async (provider: FederatedProvider) => {
    setLeavingWith(provider);
    setFailed(false);
    try {
      await client.auth.signInWithProvider(provider);
    } catch (error) {
      // Logged for whoever investigates; the creator gets a translated sentence.
      console.error((error as CreatorApiError).message);
      setFailed(true);
      setLeavingWith(null);
    }
  };

  return (
    <section className="mym-federated" aria-labelledby="mym-federated-title">
      <h2 id="mym-federated-title" className="mym-federated__title">
        {t(intent === 'signup' ? 'federated_signup_title' : 'federated_login_title')}
      </h2>
      <ul className="mym-federated__list">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="mym-federated__button"
              data-provider={provider}
              disabled={leavingWith !== null}
              aria-busy={leavingWith === provider || undefined}
              onClick={() => void signInWith(provider)}
            >
              <ProviderIcon provider={provider} />
              <span>
                {t(intent === 'signup' ? 'federated_signup_with' : 'federated_login_with', { provider })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <MessageText kind="error" live>
          {t('federated_error')}
        </MessageText>
      )}
    </section>
  );
}
