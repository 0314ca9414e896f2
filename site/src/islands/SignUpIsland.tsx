import { SignUpFlow } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

interface SignUpIslandProps {
  context: IslandContext;
  step: 'form' | 'confirmation';
  verification: 'code' | 'link';
}

/** `/signup/email` and its confirmation: one island for both, so auto sign-in keeps its state (spec 4). */
export default function SignUpIsland({ context, step, verification }: SignUpIslandProps) {
  return (
    <IslandProviders context={context}>
      <SignUpFlow
        step={step}
        verification={verification}
        confirmationPath="/app/signup/email/confirmation"
        loginHref="/app/login"
        legalHrefs={{
          privacy: '/app/privacy',
          termsOfService: '/app/terms',
          termsOfUse: '/app/terms-of-use',
        }}
        onSignedIn={() => window.location.assign('/app/profile')}
      />
    </IslandProviders>
  );
}
