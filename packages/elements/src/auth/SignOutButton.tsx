import { Button } from '@mym/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';

/**
 * Signs out (cookie, identity session) then hands over to the caller. A failure is shown with the technical
 * error title and description of spec 8; the caller still gets control so the creator is never stuck.
 */
export function SignOutButton({ onSignedOut }: { onSignedOut?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await client.auth.signOut();
      onSignedOut?.();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <div className="mym-sign-out">
      <Button variant="secondary" loading={busy} onClick={() => void signOut()}>
        {t('sign_out')}
      </Button>
      {failed && (
        <div className="mym-sign-out__error" role="alert">
          <strong>{t('sign_out_error_title')}</strong>
          <p>{t('sign_out_error_description')}</p>
        </div>
      )}
    </div>
  );
}
