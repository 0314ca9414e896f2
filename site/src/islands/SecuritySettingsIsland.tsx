import { SecuritySettings } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref } from '../lib/routes';
import { goToSignedOut } from '../lib/signed-out';
import { IslandProviders } from './IslandProviders';

/** `/profile/security`: MFA preference (spec 4) and signing out everywhere, then `/login?logout=true`. */
export default function SecuritySettingsIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <SecuritySettings onSignedOut={goToSignedOut} backHref={appHref('profile')} />
    </IslandProviders>
  );
}
