import { RecoveryCodeForm } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

const goToReset = () => window.location.assign(appHref('passwordReset'));

/** `/password/recovery/confirmation` (spec 2): the 6-digit code; the new password comes next. */
export default function PasswordRecoveryCodeIsland({ context }: { context: IslandContext }) {
  return (
    <PublicIslandProviders context={context}>
      <RecoveryCodeForm onCodeEntered={goToReset} recoveryHref={appHref('passwordRecovery')} />
    </PublicIslandProviders>
  );
}
