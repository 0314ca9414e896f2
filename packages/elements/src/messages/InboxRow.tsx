import type { Conversation } from '@mym/sdk';
import { Badge, formatPrice } from '@mym/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDay, dateTimeFormat } from '../common/intl-formats';

export interface InboxRowProps {
  conversation: Conversation;
  open: boolean;
  timeZone: string;
  onOpen: (conversation: Conversation) => void;
}

/** When the last activity was: a time today, a short date otherwise, on the creator's clock. */
function activityLabel(iso: string, timeZone: string, locale: string): string {
  const at = new Date(iso);
  const sameDay = calendarDay(at, timeZone) === calendarDay(new Date(), timeZone);
  return dateTimeFormat(locale, {
    timeZone,
    ...(sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' }),
  }).format(at);
}

/**
 * One fan's conversation in the inbox: name, last words, when, unread count, subscription and lifetime spend.
 * Drawn again only when its own props change: the list renders again as it scrolls and measures itself.
 */
export const InboxRow = memo(function InboxRow({ conversation, open, timeZone, onOpen }: InboxRowProps) {
  const { t, i18n } = useTranslation();
  const { fan, lastMessage, unreadCount } = conversation;
  const lastWords = !lastMessage
    ? t('messages_no_message_yet')
    : lastMessage.kind === 'text'
      ? lastMessage.text
      : lastMessage.kind === 'push'
        ? t('messages_last_push')
        : t('messages_last_media', { count: lastMessage.offer?.medias.length ?? 1 });
  return (
    <button
      type="button"
      className="mym-inbox-row"
      aria-current={open ? 'true' : undefined}
      data-unread={unreadCount > 0 ? 'true' : undefined}
      onClick={() => onOpen(conversation)}
    >
      <span className="mym-inbox-row__avatar" aria-hidden="true">
        {fan.name.slice(0, 1).toUpperCase()}
      </span>
      <span className="mym-inbox-row__main">
        <span className="mym-inbox-row__name">{fan.name}</span>
        <span className="mym-inbox-row__last">
          {lastMessage?.sender === 'creator' ? `${t('messages_you')} ${lastWords}` : lastWords}
        </span>
        <span className="mym-inbox-row__facts">
          {fan.subscription === 'active' ? (
            <Badge kind="success">{t('messages_subscriber')}</Badge>
          ) : fan.subscription === 'expired' ? (
            <Badge kind="warning">{t('messages_subscription_expired')}</Badge>
          ) : null}
          <span className="mym-inbox-row__spend">
            {t('messages_lifetime_spend', { amount: formatPrice(fan.lifetimeSpend, i18n.language) })}
          </span>
        </span>
      </span>
      <span className="mym-inbox-row__side">
        <time dateTime={conversation.lastActivityAt}>
          {activityLabel(conversation.lastActivityAt, timeZone, i18n.language)}
        </time>
        {unreadCount > 0 ? (
          <span className="mym-inbox-row__unread">
            <span aria-hidden="true">{unreadCount}</span>
            <span className="mym-visually-hidden">{t('messages_unread', { count: unreadCount })}</span>
          </span>
        ) : null}
      </span>
    </button>
  );
});
