import { SignUpFlow } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

interface SignUpIslandProps {
  context: IslandContext;
  step: 'form' | 'confirmation';
  verification: 'code' | 'link';
}

/** `/signup/email` and its confirmation: one island for both, so auto sign-in keeps its state (spec 4). */
export default function SignUpIsland({ context, step, verification }: SignUpIslandProps) {
  return (
    <PublicIslandProviders context={context}>
      <SignUpFlow
        step={step}
        verification={verification}
        confirmationPath={appHref('signupEmailConfirmation')}
        loginHref={appHref('login')}
        legalHrefs={{
          privacy: appHref('privacy'),
          termsOfService: appHref('terms'),
          termsOfUse: appHref('termsOfUse'),
        }}
        onSignedIn={() => window.location.assign(appHref('profile'))}
      />
    </PublicIslandProviders>
  );
}
