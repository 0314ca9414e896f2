import { PasswordRecoveryForm, type RecoveryStep } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { rememberRecoveryStep } from '../lib/recovery-step-cookie';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

const goToCode = (step: RecoveryStep) => {
  rememberRecoveryStep(step);
  window.location.assign(appHref('passwordRecoveryConfirmation'));
};

/** `/password/recovery` (spec 2): the email; the code page comes next. */
export default function PasswordRecoveryIsland({ context }: { context: IslandContext }) {
  return (
    <PublicIslandProviders context={context}>
      <PasswordRecoveryForm onCodeSent={goToCode} loginHref={appHref('login')} />
    </PublicIslandProviders>
  );
}
