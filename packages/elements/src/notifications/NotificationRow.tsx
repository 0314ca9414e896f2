import type { NotificationGroup } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { notificationSentence, notificationTime } from './notification-text';

export interface NotificationRowProps {
  group: NotificationGroup;
  language: string;
  timeZone: string;
  marking: boolean;
  onMarkRead: (group: NotificationGroup) => void;
}

/** One group: what happened, when (the latest), a dot while unread, and where to go for a conversation. */
export function NotificationRow({ group, language, timeZone, marking, onMarkRead }: NotificationRowProps) {
  const { t } = useTranslation();
  const links = useAppLinks();
  const sentence = notificationSentence(t, group, { language, timeZone });
  const unread = group.unread > 0;
  const conversationHref =
    group.data.conversationId && links.messages
      ? `${links.messages}?fan=${encodeURIComponent(group.data.conversationId)}`
      : undefined;
  return (
    <li
      className="mym-notification"
      data-state={unread ? 'unread' : 'read'}
      data-kind={group.kind}
      data-category={group.category}
    >
      <span className="mym-notification__dot" aria-hidden={!unread}>
        {unread ? <span className="mym-notification__words">{t('notifications_unread_dot')}</span> : null}
      </span>
      <div className="mym-notification__body">
        <p className="mym-notification__sentence">
          {conversationHref ? <a href={conversationHref}>{sentence}</a> : sentence}
        </p>
        <time className="mym-notification__time" dateTime={group.latestAt}>
          {notificationTime(group.latestAt, { language, timeZone })}
        </time>
      </div>
      {unread ? (
        <Button
          variant="tertiary"
          size="small"
          loading={marking}
          aria-label={t('notifications_mark_read_label', { sentence })}
          onClick={() => onMarkRead(group)}
        >
          {t('notifications_mark_read')}
        </Button>
      ) : null}
    </li>
  );
}
