import { PasswordResetForm } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref } from '../lib/routes';
import { PublicIslandProviders } from './PublicIslandProviders';

const goToSuccess = () => window.location.assign(appHref('passwordResetSuccess'));

/** `/password/reset` (spec 2): the new password; the success page comes next. */
export default function PasswordResetIsland({ context }: { context: IslandContext }) {
  return (
    <PublicIslandProviders context={context}>
      <PasswordResetForm
        onReset={goToSuccess}
        codeHref={appHref('passwordRecoveryConfirmation')}
        recoveryHref={appHref('passwordRecovery')}
      />
    </PublicIslandProviders>
  );
}
