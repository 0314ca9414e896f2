import { NOTIFICATION_CATEGORIES, type NotificationCategory, type NotificationGroup } from '@mym/sdk';
import { Button, useToast } from '@mym/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreator } from '../common/creator/use-creator';
import { deviceTimeZone } from '../common/intl-formats';
import { EmptyState, LoadError, LoadingState } from '../common/LoadState';
import {
  setUnreadNotificationCount,
  useNotificationEvents,
  useUnreadNotificationCount,
} from '../common/notifications/unread-count';
import { useCreatorClient } from '../creator-client';
import { NotificationRow } from './NotificationRow';
import { dayName, notificationDays, todayIn } from './notification-days';
import { notificationQueries } from './notification-queries';

export interface NotificationsProps {
  /** The category shown first (all when absent). */
  category?: NotificationCategory | undefined;
  /** Told each time the unread count changes (live). */
  onUnreadCount?: ((count: number) => void) | undefined;
}

/**
 * What happened to the creator (the nav's notifications): groups, unread ones first, cut into the creator's days;
 * a filter per category; mark one or all read. New groups arrive live from the event stream (no polling).
 */
export function Notifications({ category: initial, onUnreadCount }: NotificationsProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const creator = useCreator();
  const unreadCount = useUnreadNotificationCount();
  const told = useRef(onUnreadCount);
  told.current = onUnreadCount;
  useEffect(() => {
    if (unreadCount !== null) told.current?.(unreadCount);
  }, [unreadCount]);
  const [category, setCategory] = useState<NotificationCategory | null>(initial ?? null);
  const list = useInfiniteQuery(notificationQueries.list(client, category));
  useNotificationEvents(
    useCallback(() => {
      void queryClient.invalidateQueries({ queryKey: notificationQueries.lists() });
    }, [queryClient]),
  );
  const timeZone = creator.data?.timeZone ?? deviceTimeZone();
  const language = i18n.language;
  const mark = useMutation({
    mutationFn: (groupKey: string | null) =>
      groupKey ? client.notifications.markRead(groupKey) : client.notifications.markAllRead(),
    onSuccess: (count) => {
      setUnreadNotificationCount(count);
      void queryClient.invalidateQueries({ queryKey: notificationQueries.lists() });
    },
    onError: () => toast.show({ kind: 'error', title: t('notifications_mark_error') }),
  });
  const groups = list.data?.pages.flatMap((page) => page.groups) ?? [];
  const unread = groups.filter((group) => group.unread > 0);
  const read = groups.filter((group) => group.unread === 0);
  const days = todayIn(timeZone);
  const nameOf = (day: string) =>
    dayName(day, {
      ...days,
      language,
      todayLabel: t('notifications_today'),
      yesterdayLabel: t('notifications_yesterday'),
    });
  const section = (heading: string, items: NotificationGroup[], id: string) =>
    items.length === 0 ? null : (
      <section className="mym-notifications__section" aria-labelledby={id}>
        <h2 id={id} className="mym-notifications__section-title">
          {heading}
        </h2>
        {notificationDays(items).map((day) => (
          <div key={day.day} className="mym-notifications__day">
            <h3 className="mym-notifications__day-title">{nameOf(day.day)}</h3>
            <ul className="mym-notifications__list">
              {day.groups.map((group) => (
                <NotificationRow
                  key={group.groupKey}
                  group={group}
                  language={language}
                  timeZone={timeZone}
                  marking={mark.isPending && mark.variables === group.groupKey}
                  onMarkRead={(chosen) => mark.mutate(chosen.groupKey)}
                />
              ))}
            </ul>
          </div>
        ))}
      </section>
    );
  return (
    <div className="mym-notifications">
      <div className="mym-notifications__header">
        <h1 className="mym-notifications__title">{t('notifications_title')}</h1>
        {unreadCount ? (
          <Button
            variant="secondary"
            size="small"
            loading={mark.isPending && mark.variables === null}
            onClick={() => mark.mutate(null)}
          >
            {t('notifications_mark_all_read')}
          </Button>
        ) : null}
      </div>
      <fieldset className="mym-notifications__filters">
        <legend className="mym-notification__words">{t('notifications_filter_label')}</legend>
        {[null, ...NOTIFICATION_CATEGORIES].map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            className="mym-notifications__filter"
            aria-pressed={category === option}
            onClick={() => setCategory(option)}
          >
            {option ? t(`notifications_category_${option}`) : t('notifications_filter_all')}
          </button>
        ))}
      </fieldset>
      {list.isPending ? (
        <LoadingState label={t('notifications_loading')} />
      ) : list.isError ? (
        <LoadError
          title={t('notifications_load_error')}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : groups.length === 0 ? (
        <EmptyState
          title={t('notifications_empty_title')}
          description={t('notifications_empty_description')}
        />
      ) : (
        <>
          {section(t('notifications_unread_heading'), unread, 'mym-notifications-unread')}
          {section(t('notifications_read_heading'), read, 'mym-notifications-read')}
          {list.hasNextPage ? (
            <Button
              variant="secondary"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('notifications_more')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
