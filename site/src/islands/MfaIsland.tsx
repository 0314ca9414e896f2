import { MfaCodeForm } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/** `/login/mfa`: the SMS code of a sign-in started on the login page (spec 2, 4). */
export default function MfaIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <MfaCodeForm
        loginHref={appHref('login')}
        onSignedIn={() => window.location.assign(appHref('profile'))}
      />
    </IslandProviders>
  );
}
