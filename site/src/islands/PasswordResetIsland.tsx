import { PasswordResetForm, type RecoveryStep } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { forgetRecoveryStep } from '../lib/recovery-step-cookie';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

const goToSuccess = () => {
  forgetRecoveryStep();
  window.location.assign(appHref('passwordResetSuccess'));
};

interface PasswordResetIslandProps {
  context: IslandContext;
  /** The step the server read from the recovery's cookie (null: none), for the screen of the first HTML. */
  knownRecovery: RecoveryStep | null;
}

/** `/password/reset` (spec 2): the new password; the success page comes next. */
export default function PasswordResetIsland({ context, knownRecovery }: PasswordResetIslandProps) {
  return (
    <PublicIslandProviders context={context}>
      <PasswordResetForm
        onReset={goToSuccess}
        codeHref={appHref('passwordRecoveryConfirmation')}
        recoveryHref={appHref('passwordRecovery')}
        knownRecovery={knownRecovery}
      />
    </PublicIslandProviders>
  );
}
