import type { CreatorApiError } from '@mym/sdk';
import { Button, Loader, MessageText } from '@mym/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mfaErrorKey } from '../common/identity/identity-error-keys';
import { useIdentityClient } from '../creator-client';
import { MfaTypeChoice } from './MfaTypeChoice';
import {
  MFA_SETTINGS_QUERY_KEY,
  type MfaSettingsData,
  type MfaType,
  useMfaSettings,
} from './use-mfa-settings';

// The authenticator's setup (code entry, QR code) loads once the creator chooses it, not with the screen.
const TotpSetup = lazy(() => import('./TotpSetup').then((module) => ({ default: module.TotpSetup })));

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'error'; key: string };
interface TotpEnrolment {
  secret: string;
  uri: string;
  attempt: number;
  errorKey: string | null;
}

/** Whether saving `choice` changes anything (spec 4: choosing none when already none makes no call). */
export function needsSaving(
  choice: MfaType,
  current: Pick<MfaSettingsData, 'preferred' | 'enabled'>,
): boolean {
  if (choice === 'NONE') return current.enabled.length > 0 || current.preferred !== 'NONE';
  return current.preferred !== choice;
}

/** The MFA preference of `/profile/security` (spec 4): SMS, TOTP (set up here first) or none. */
export function MfaSettings() {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const queryClient = useQueryClient();
  const settings = useMfaSettings();
  const [choice, setChoice] = useState<MfaType | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);

  if (settings.isPending) return <Loader label={t('security_mfa_loading')} />;
  if (settings.isError) {
    return (
      <div className="mym-security-settings__error">
        <MessageText kind="error" live>
          {t(mfaErrorKey(settings.error as CreatorApiError))}
        </MessageText>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const current = settings.data;
  const selected = choice ?? current.preferred;

  /** Runs one identity call with the busy flag; a failure is shown, success refreshes the preference. */
  const run = async (call: () => Promise<void>, onFailure: (key: string) => void) => {
    setBusy(true);
    try {
      await call();
      await queryClient.invalidateQueries({ queryKey: MFA_SETTINGS_QUERY_KEY });
      setChoice(null);
      setStatus({ kind: 'saved' });
      return true;
    } catch (error) {
      onFailure(mfaErrorKey(error as CreatorApiError));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const showError = (key: string) => setStatus({ kind: 'error', key });

  const save = async () => {
    setStatus({ kind: 'idle' });
    if (!needsSaving(selected, current)) {
      setStatus({ kind: 'saved' });
      return;
    }
    if (selected === 'TOTP' && !current.enabled.includes('TOTP')) {
      setBusy(true);
      try {
        const { secret, uri } = await client.auth.mfa.setUpTotp(current.account.email ?? '');
        setEnrolment({ secret, uri, attempt: 0, errorKey: null });
      } catch (error) {
        showError(mfaErrorKey(error as CreatorApiError));
      } finally {
        setBusy(false);
      }
      return;
    }
    await run(() => client.auth.mfa.setPreference(selected), showError);
  };

  const verify = async (code: string) => {
    if (!enrolment) return;
    const done = await run(
      async () => {
        await client.auth.mfa.verifyTotp(code);
        await client.auth.mfa.setPreference('TOTP');
      },
      (key) => setEnrolment({ ...enrolment, attempt: enrolment.attempt + 1, errorKey: key }),
    );
    if (done) setEnrolment(null);
  };

  if (enrolment) {
    return (
      <Suspense fallback={<Loader label={t('security_mfa_loading')} />}>
        <TotpSetup
          {...enrolment}
          busy={busy}
          onCode={(code) => void verify(code)}
          onCancel={() => {
            setEnrolment(null);
            setChoice(null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form
      className="mym-security-settings__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <MfaTypeChoice
        selected={selected}
        current={current.preferred}
        hasPhoneNumber={Boolean(current.account.phoneNumber)}
        disabled={busy}
        onChange={(type) => {
          setChoice(type);
          setStatus({ kind: 'idle' });
        }}
      />
      <Button type="submit" loading={busy}>
        {t('security_mfa_save')}
      </Button>
      {status.kind === 'saved' && (
        <MessageText kind="success" live>
          {t('security_mfa_saved')}
        </MessageText>
      )}
      {status.kind === 'error' && (
        <MessageText kind="error" live>
          {t(status.key)}
        </MessageText>
      )}
    </form>
  );
}
