import { RecoveryCodeForm, type RecoveryStep } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { rememberRecoveryStep } from '../lib/recovery-step-cookie';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

const goToReset = (step: RecoveryStep) => {
  rememberRecoveryStep(step);
  window.location.assign(appHref('passwordReset'));
};

interface PasswordRecoveryCodeIslandProps {
  context: IslandContext;
  /** The step the server read from the recovery's cookie (null: none), for the screen of the first HTML. */
  knownRecovery: RecoveryStep | null;
}

/** `/password/recovery/confirmation` (spec 2): the 6-digit code; the new password comes next. */
export default function PasswordRecoveryCodeIsland({
  context,
  knownRecovery,
}: PasswordRecoveryCodeIslandProps) {
  return (
    <PublicIslandProviders context={context}>
      <RecoveryCodeForm
        onCodeEntered={goToReset}
        recoveryHref={appHref('passwordRecovery')}
        knownRecovery={knownRecovery}
      />
    </PublicIslandProviders>
  );
}
