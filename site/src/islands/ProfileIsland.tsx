import { CreatorProviders, ProfileView } from '@mym/elements';
import type { CreatorClientConfig } from '@mym/sdk';

interface ProfileIslandProps {
  config: CreatorClientConfig;
  language: string;
}

/** The profile screen; signing out goes to `/login?logout=true` (spec 2). */
export default function ProfileIsland({ config, language }: ProfileIslandProps) {
  return (
    <CreatorProviders config={config} locale={language}>
      <ProfileView onSignedOut={() => window.location.assign('/app/login?logout=true')} />
    </CreatorProviders>
  );
}
