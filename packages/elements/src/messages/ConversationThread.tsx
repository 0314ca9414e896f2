import { MESSAGE_MEDIAS_MAX, type MediaChoice, type Message } from '@mym/sdk';
import { Button, Header } from '@mym/ui';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../common/intl-formats';
import { LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { FanPanel } from './FanPanel';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import type { MediaPickerSlot } from './media-picker-slot';
import { messageQueries } from './message-queries';
import { mediasSentToFan, threadDays } from './thread-days';

export interface ConversationThreadProps {
  conversationId: string;
  timeZone: string;
  MediaPicker?: MediaPickerSlot;
  /** Back to the inbox (the phone shows one or the other). */
  onBack: () => void;
  onSent: (message: Message) => void;
}

/**
 * One fan's conversation: the messages on the creator's clock with day separators, older pages on demand, the
 * composer, and the fan's panel (note, purchases). Opening it marks the fan's messages read.
 */
export function ConversationThread({
  conversationId,
  timeZone,
  MediaPicker,
  onBack,
  onSent,
}: ConversationThreadProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const detail = useQuery(messageQueries.conversation(client, conversationId));
  const pages = useInfiniteQuery(messageQueries.messages(client, conversationId));
  const [picking, setPicking] = useState<'medias' | 'teaser' | null>(null);
  const [medias, setMedias] = useState<MediaChoice[]>([]);
  const [teaser, setTeaser] = useState<MediaChoice | null>(null);
  const [showFan, setShowFan] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const loaded = pages.data?.pages ?? [];
  const days = useMemo(() => threadDays(loaded, timeZone), [loaded, timeZone]);
  const sent = useQuery(messageQueries.sentMedias(client, conversationId));
  // What the API knows the fan received, with what the loaded pages show (a message just sent, before a refetch).
  const alreadySent = useMemo(() => {
    const known = mediasSentToFan(loaded);
    for (const media of sent.data ?? [])
      known.set(media.mediaId, media.bought || (known.get(media.mediaId) ?? false));
    return known;
  }, [loaded, sent.data]);
  const marks = useMemo(
    () =>
      new Map(
        [...alreadySent].map(([id, bought]) => [
          id,
          bought ? t('messages_media_bought') : t('messages_media_sent'),
        ]),
      ),
    [alreadySent, t],
  );
  const newestId = loaded[0]?.messages[0]?.id;
  const unread = detail.data?.conversation.unreadCount ?? 0;

  // The newest message in view when the thread opens and when one arrives.
  useLayoutEffect(() => {
    if (newestId) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  useEffect(() => {
    if (!newestId || unread === 0) return;
    void client.messages
      .markRead(conversationId, newestId)
      .then(() => queryClient.invalidateQueries({ queryKey: messageQueries.all }));
  }, [client, queryClient, conversationId, newestId, unread]);

  if (picking && MediaPicker)
    return (
      <Suspense fallback={<LoadingState label={t('messages_loading')} />}>
        <MediaPicker
          max={picking === 'teaser' ? 1 : MESSAGE_MEDIAS_MAX}
          selected={picking === 'teaser' ? (teaser ? [teaser] : []) : medias}
          onAdd={(choice) => {
            if (picking === 'teaser') setTeaser(choice[0] ?? null);
            else setMedias(choice);
            setPicking(null);
          }}
          onCancel={() => setPicking(null)}
          marks={marks}
        />
      </Suspense>
    );

  if (detail.isPending || pages.isPending) return <LoadingState label={t('messages_loading')} />;
  if (detail.isError || pages.isError)
    return (
      <LoadError
        title={t('messages_thread_error')}
        retrying={detail.isRefetching || pages.isRefetching}
        onRetry={() => {
          void detail.refetch();
          void pages.refetch();
        }}
      />
    );

  const fan = detail.data.conversation.fan;
  const dayName = dateTimeFormat(i18n.language, { timeZone, dateStyle: 'full' });
  return (
    <div className="mym-conversation" data-fan-panel={showFan ? 'open' : 'closed'}>
      <section className="mym-thread" aria-labelledby="mym-thread-title">
        <Header
          id="mym-thread-title"
          title={fan.name}
          headingLevel={2}
          onBack={onBack}
          backLabel={t('messages_back')}
          actions={
            <Button
              className="mym-thread__fan-toggle"
              size="small"
              variant="tertiary"
              aria-expanded={showFan}
              onClick={() => setShowFan((was) => !was)}
            >
              {t('messages_about_fan')}
            </Button>
          }
        />
        {/* A chat log: focusable so that a keyboard scrolls back through it; new messages are announced. */}
        <div
          className="mym-thread__messages"
          role="log"
          aria-label={t('messages_thread_label', { name: fan.name })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          {pages.hasNextPage ? (
            <Button
              className="mym-thread__older"
              size="small"
              variant="secondary"
              loading={pages.isFetchingNextPage}
              onClick={() => pages.fetchNextPage()}
            >
              {t('messages_older')}
            </Button>
          ) : null}
          {days.length === 0 ? <p className="mym-thread__empty">{t('messages_thread_empty')}</p> : null}
          {days.map((day) => (
            <section key={day.day} className="mym-thread__day" aria-label={dayName.format(new Date(day.at))}>
              <h3 className="mym-thread__day-name">{dayName.format(new Date(day.at))}</h3>
              {day.messages.map((message) => (
                <MessageBubble key={message.id} message={message} timeZone={timeZone} />
              ))}
            </section>
          ))}
          <div ref={end} />
        </div>
        <MessageComposer
          conversationId={conversationId}
          alreadySent={alreadySent}
          medias={medias}
          teaser={teaser}
          onPick={(what) => (MediaPicker ? setPicking(what) : undefined)}
          onMediasChange={(nextMedias, nextTeaser) => {
            setMedias(nextMedias);
            setTeaser(nextTeaser);
          }}
          onSent={onSent}
        />
      </section>
      <FanPanel key={conversationId} detail={detail.data} timeZone={timeZone} />
    </div>
  );
}
