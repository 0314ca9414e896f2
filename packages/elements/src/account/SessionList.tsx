import type { CreatorApiError, SignInSession } from '@mym/sdk';
import { Button, MessageText } from '@mym/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../common/intl-formats';
import { LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { accountQueries } from './account-queries';

const sessionsKey = accountQueries.sessionsKey;

/** "Chrome 131 · macOS" as the API read the device's agent; a script or an app says less. */
function sessionName(session: SignInSession, unknown: string): string {
  const browser = [session.browser, session.browserVersion].filter(Boolean).join(' ');
  return [browser, session.system].filter(Boolean).join(' · ') || unknown;
}

/**
 * Every device the creator is signed in on, this one marked, with its first sign-in and last activity (in the
 * creator's zone); any other can be signed out on its own: the API refuses its next request, which sends it to
 * the login page.
 */
export function SessionList({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const sessions = useQuery(accountQueries.sessions(client));
  const [signedOut, setSignedOut] = useState<string | null>(null);
  const signOut = useMutation({
    mutationFn: (session: SignInSession) => client.account.signOutSession(session.id),
    onSuccess: (_, session) => {
      setSignedOut(sessionName(session, t('account_session_unknown_device')));
      queryClient.setQueryData<SignInSession[]>(sessionsKey, (list) =>
        list?.filter((item) => item.id !== session.id),
      );
    },
    // Already gone (signed out elsewhere): the list is read again rather than showing a stale row.
    onError: (error) => {
      if ((error as CreatorApiError).status === 404)
        void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });

  if (sessions.isPending) return <LoadingState label={t('account_sessions_loading')} />;
  if (sessions.isError) {
    return (
      <LoadError
        title={t('account_sessions_load_error')}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  }
  return (
    <>
      <ul className="mym-account__sessions" aria-label={t('account_sessions_title')}>
        {sessions.data.map((session) => {
          const name = sessionName(session, t('account_session_unknown_device'));
          return (
            <li key={session.id} className="mym-account__session" data-current={session.current || undefined}>
              <div className="mym-account__session-name">
                <strong>{name}</strong>
                {session.current && (
                  <span className="mym-account__session-here">{t('account_session_this_device')}</span>
                )}
              </div>
              {session.deviceType && (
                <span className="mym-account__hint">
                  {t(`account_session_device_${session.deviceType}`, { defaultValue: session.deviceType })}
                </span>
              )}
              <dl className="mym-account__facts">
                <dt>{t('account_session_first_seen')}</dt>
                <dd>{when.format(new Date(session.firstSeenAt))}</dd>
                <dt>{t('account_session_last_seen')}</dt>
                <dd>{when.format(new Date(session.lastSeenAt))}</dd>
              </dl>
              {!session.current && (
                <Button
                  variant="secondary"
                  loading={signOut.isPending && signOut.variables?.id === session.id}
                  aria-label={t('account_session_sign_out_named', { name })}
                  onClick={() => {
                    setSignedOut(null);
                    signOut.mutate(session);
                  }}
                >
                  {t('account_session_sign_out')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {signedOut && (
        <MessageText kind="success" live>
          {t('account_session_signed_out', { name: signedOut })}
        </MessageText>
      )}
      {signOut.isError && (
        <p role="alert" className="mym-form-error">
          {t('account_session_sign_out_error')}
        </p>
      )}
    </>
  );
}
