import { RecoveryCodeForm } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

const goToReset = () => window.location.assign('/app/password/reset');

/** `/password/recovery/confirmation` (spec 2): the 6-digit code; the new password comes next. */
export default function PasswordRecoveryCodeIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <RecoveryCodeForm onCodeEntered={goToReset} recoveryHref="/app/password/recovery" />
    </IslandProviders>
  );
}
