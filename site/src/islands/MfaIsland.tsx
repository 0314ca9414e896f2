import { MfaCodeForm } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

/** `/login/mfa`: the SMS code of a sign-in started on the login page (spec 2, 4). */
export default function MfaIsland({ context }: { context: IslandContext }) {
  return (
    <PublicIslandProviders context={context}>
      <MfaCodeForm
        loginHref={appHref('login')}
        onSignedIn={() => window.location.assign(appHref('profile'))}
      />
    </PublicIslandProviders>
  );
}
