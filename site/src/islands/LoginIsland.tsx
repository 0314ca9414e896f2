import { CreatorProviders, LoginForm } from '@mym/elements';
import type { CreatorClientConfig } from '@mym/sdk';

interface LoginIslandProps {
  config: CreatorClientConfig;
  language: string;
}

/** The login screen: a successful sign-in lands on the profile (spec 2 redirect rules). */
export default function LoginIsland({ config, language }: LoginIslandProps) {
  return (
    <CreatorProviders config={config} locale={language}>
      <LoginForm onSignedIn={() => window.location.assign('/app/profile')} />
    </CreatorProviders>
  );
}
