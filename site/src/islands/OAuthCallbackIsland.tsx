import { OAuthCallback } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

// `replace`: the callback URL holds a one-time code; Back from the profile must not return to it.
const goToProfile = () => window.location.replace(appHref('profile'));

/** `/oauth2/callback` (spec 2, 4): the hosted login's return, then the profile. */
export default function OAuthCallbackIsland({ context }: { context: IslandContext }) {
  return (
    <PublicIslandProviders context={context}>
      <OAuthCallback onSignedIn={goToProfile} loginHref={appHref('login')} />
    </PublicIslandProviders>
  );
}
