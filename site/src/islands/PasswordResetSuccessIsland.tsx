import { PasswordResetSuccess } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

/** `/password/reset/success` (spec 2): the way to log in with the new password. */
export default function PasswordResetSuccessIsland({ context }: { context: IslandContext }) {
  return (
    <PublicIslandProviders context={context}>
      <PasswordResetSuccess loginHref={appHref('login')} />
    </PublicIslandProviders>
  );
}
