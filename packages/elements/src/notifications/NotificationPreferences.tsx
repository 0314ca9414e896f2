import {
  CreatorApiError,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPreferences as Preferences,
} from '@mym/sdk';
import { Checkbox } from '@mym/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreator } from '../common/creator/use-creator';
import { LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { notificationQueries } from './notification-queries';

/** Quiet hours when the creator first turns them on. */
const DEFAULT_QUIET = { start: '22:00', end: '08:00' } as const;
const CHANNELS: readonly NotificationChannel[] = ['inApp', 'email'];

/**
 * The creator's notification choices (in My account): each category in the app and by email, quiet hours in
 * their zone, a daily digest. Every change saves on its own and says so; security and payment alerts are not
 * offered to turn off (the server sends them whatever is stored).
 */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const creator = useCreator();
  const query = notificationQueries.preferences(client);
  const stored = useQuery(query);
  const [status, setStatus] = useState<'idle' | 'saved' | 'error' | 'stale'>('idle');
  // The choice being saved, set in the click itself: the mutation's own pending state renders a tick later, and a
  // controlled checkbox would meanwhile spring back to the stored value.
  const [saving, setSaving] = useState<Preferences | null>(null);
  const headingId = useId();
  const save = useMutation({
    mutationFn: (next: Preferences) => client.notifications.setPreferences(next),
    onMutate: () => setStatus('idle'),
    onSuccess: (saved) => {
      queryClient.setQueryData(query.queryKey, saved);
      setStatus('saved');
    },
    onError: (error) => {
      const stale = error instanceof CreatorApiError && error.status === 409;
      setStatus(stale ? 'stale' : 'error');
      if (stale) void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
  });
  if (stored.isPending) return <LoadingState label={t('notifications_loading')} />;
  if (stored.isError)
    return (
      <LoadError
        title={t('notifications_preferences_load_error')}
        retrying={stored.isFetching}
        onRetry={() => void stored.refetch()}
      />
    );
  // The choice shows at once while it saves; a refusal puts the stored one back and says so.
  const preferences = saving ?? stored.data;
  const change = (next: Partial<Preferences>) => {
    const chosen = { ...preferences, ...next };
    setSaving(chosen);
    save.mutate(chosen, { onSettled: () => setSaving(null) });
  };
  const setChannel = (category: NotificationCategory, channel: NotificationChannel, on: boolean) =>
    change({
      channels: { ...preferences.channels, [category]: { ...preferences.channels[category], [channel]: on } },
    });
  const quiet = preferences.quietHours;
  const zone = creator.data?.timeZone ?? '';
  return (
    <section className="mym-notification-preferences" aria-labelledby={headingId}>
      <h2 id={headingId} className="mym-notification-preferences__title">
        {t('notifications_preferences_title')}
      </h2>
      <p className="mym-notification-preferences__intro">{t('notifications_preferences_intro')}</p>
      <table className="mym-notification-preferences__table">
        <thead>
          <tr>
            <th scope="col">{t('notifications_preferences_category')}</th>
            <th scope="col">{t('notifications_preferences_in_app')}</th>
            <th scope="col">{t('notifications_preferences_email')}</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row">{t(`notifications_category_${category}`)}</th>
              {CHANNELS.map((channel) => (
                <td key={channel}>
                  <Checkbox
                    label={
                      <span className="mym-notification-preferences__hidden-label">
                        {t('notifications_preferences_channel_label', {
                          category: t(`notifications_category_${category}`),
                          channel: t(
                            channel === 'inApp'
                              ? 'notifications_preferences_in_app'
                              : 'notifications_preferences_email',
                          ),
                        })}
                      </span>
                    }
                    name={`${category}-${channel}`}
                    checked={preferences.channels[category][channel]}
                    disabled={save.isPending}
                    onChange={(event) => setChannel(category, channel, event.currentTarget.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mym-notification-preferences__note">{t('notifications_preferences_mandatory')}</p>
      <fieldset className="mym-notification-preferences__quiet">
        <legend>{t('notifications_preferences_quiet')}</legend>
        <Checkbox
          label={t('notifications_preferences_quiet_on')}
          name="quiet-hours"
          checked={quiet !== null}
          disabled={save.isPending}
          onChange={(event) => change({ quietHours: event.currentTarget.checked ? DEFAULT_QUIET : null })}
        />
        {quiet ? (
          <div className="mym-notification-preferences__times">
            {(['start', 'end'] as const).map((edge) => (
              <label key={edge}>
                {t(
                  edge === 'start'
                    ? 'notifications_preferences_quiet_from'
                    : 'notifications_preferences_quiet_to',
                )}
                <input
                  type="time"
                  name={`quiet-${edge}`}
                  value={quiet[edge]}
                  disabled={save.isPending}
                  onChange={(event) =>
                    event.currentTarget.value &&
                    change({ quietHours: { ...quiet, [edge]: event.currentTarget.value } })
                  }
                />
              </label>
            ))}
          </div>
        ) : null}
        {zone ? (
          <p className="mym-notification-preferences__zone">
            {t('notifications_preferences_quiet_zone', { zone })}
          </p>
        ) : null}
      </fieldset>
      <Checkbox
        label={t('notifications_preferences_digest')}
        name="daily-digest"
        checked={preferences.dailyDigest}
        disabled={save.isPending}
        onChange={(event) => change({ dailyDigest: event.currentTarget.checked })}
      />
      <p className="mym-notification-preferences__status" role="status" data-state={status}>
        {status === 'saved'
          ? t('notifications_preferences_saved')
          : status === 'error'
            ? t('notifications_preferences_save_error')
            : status === 'stale'
              ? t('notifications_preferences_stale')
              : ''}
      </p>
    </section>
  );
}
