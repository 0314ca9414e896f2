import { FederatedSignInButtons, LoginForm, SignedOutCleanup } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

interface LoginIslandProps {
  context: IslandContext;
  /** The page was opened with `logout=true`: finish signing out in the browser too. */
  signingOut: boolean;
}

/** The login screen: a sign-in lands on the profile, SMS MFA continues on /login/mfa (spec 2, 4). */
export default function LoginIsland({ context, signingOut }: LoginIslandProps) {
  return (
    <PublicIslandProviders context={context}>
      {signingOut && <SignedOutCleanup />}
      <LoginForm
        onSignedIn={() => window.location.assign(appHref('profile'))}
        onMfaPage={() => window.location.assign(appHref('loginMfa'))}
        passwordRecoveryHref={appHref('passwordRecovery')}
        signUpConfirmationHref={appHref('signupEmailConfirmation')}
      />
      {context.config.auth.hostedLogin && <FederatedSignInButtons intent="login" />}
    </PublicIslandProviders>
  );
}
