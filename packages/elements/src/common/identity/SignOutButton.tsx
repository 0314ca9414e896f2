import { Button, useToast } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { useSignOut } from './use-sign-out';

/**
 * Signs out (cookie, identity session) then hands over to the caller. A failure shows an error toast with the
 * technical-error title and description (spec 8 display) and leaves the creator where they are, to try again.
 */
export function SignOutButton({ onSignedOut }: { onSignedOut?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { busy, signOut } = useSignOut({
    onSignedOut,
    onFailed: () =>
      toast.show({
        kind: 'error',
        title: t('sign_out_error_title'),
        description: t('sign_out_error_description'),
      }),
  });
  return (
    <Button variant="secondary" loading={busy} onClick={() => void signOut()}>
      {t('sign_out')}
    </Button>
  );
}
