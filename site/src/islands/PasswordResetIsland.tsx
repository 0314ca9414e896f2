import { PasswordResetForm } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

const goToSuccess = () => window.location.assign('/app/password/reset/success');

/** `/password/reset` (spec 2): the new password; the success page comes next. */
export default function PasswordResetIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <PasswordResetForm
        onReset={goToSuccess}
        codeHref="/app/password/recovery/confirmation"
        recoveryHref="/app/password/recovery"
      />
    </IslandProviders>
  );
}
