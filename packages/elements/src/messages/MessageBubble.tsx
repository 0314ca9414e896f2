import type { Message } from '@mym/sdk';
import { Badge, formatPrice } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../common/intl-formats';
import { MediaPreview } from '../common/MediaPreview';
import { textRuns } from './message-text';

export interface MessageBubbleProps {
  message: Message;
  timeZone: string;
}

/** Plain text with its links clickable; nothing of it is ever read as HTML. */
function MessageWords({ text }: { text: string }) {
  return (
    <p className="mym-bubble__text">
      {textRuns(text).map((run, index) =>
        run.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of one message never move
          <a key={index} href={run.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {run.text}
          </a>
        ) : (
          run.text
        ),
      )}
    </p>
  );
}

/**
 * One message of a thread: who wrote it and when (the creator's clock), its words, and for paid medias the price,
 * whether the fan bought them (unlocked) or not yet (locked), and the read state of the creator's messages.
 */
export function MessageBubble({ message, timeZone }: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const time = dateTimeFormat(i18n.language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(message.sentAt));
  const offer = message.offer;
  const mine = message.sender === 'creator';
  return (
    <article
      className="mym-bubble"
      data-sender={message.sender}
      data-kind={message.kind}
      aria-label={mine ? t('messages_from_you', { time }) : t('messages_from_fan', { time })}
    >
      {message.kind === 'push' ? <p className="mym-bubble__kind">{t('messages_push_in_thread')}</p> : null}
      {offer ? (
        <div
          className="mym-bubble__offer"
          data-state={offer.price === null ? 'free' : offer.bought ? 'bought' : 'locked'}
        >
          <ul
            className="mym-bubble__medias"
            aria-label={t('messages_medias', { count: offer.medias.length })}
          >
            {(offer.teaser ? [{ ...offer.teaser, url: null }] : offer.medias.slice(0, 4)).map((media) => (
              <li key={media.id}>
                <MediaPreview type={media.type} preview={media.preview} alt="" />
              </li>
            ))}
          </ul>
          <p className="mym-bubble__price">
            {offer.price === null ? (
              <Badge>{t('messages_free')}</Badge>
            ) : (
              <>
                <span>{formatPrice(offer.price, i18n.language)}</span>{' '}
                {offer.bought ? (
                  <Badge kind="success">{t('messages_bought')}</Badge>
                ) : (
                  <Badge kind="in-progress">{t('messages_not_bought')}</Badge>
                )}
              </>
            )}
          </p>
        </div>
      ) : null}
      {message.text ? <MessageWords text={message.text} /> : null}
      <p className="mym-bubble__meta">
        <time dateTime={message.sentAt}>{time}</time>
        {mine ? <span>{message.readAt ? t('messages_read') : t('messages_sent')}</span> : null}
      </p>
    </article>
  );
}
