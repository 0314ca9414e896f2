import { FederatedSignInButtons, SignUpChoice } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

/** `/signup` and `/signup-choice`: email or a social account (spec 2). */
export default function SignUpChoiceIsland({ context }: { context: IslandContext }) {
  return (
    <PublicIslandProviders context={context}>
      <SignUpChoice
        emailHref={appHref('signupEmail')}
        loginHref={appHref('login')}
        federated={context.config.auth.hostedLogin ? <FederatedSignInButtons intent="signup" /> : undefined}
      />
    </PublicIslandProviders>
  );
}
