import type { Conversation, LiveEvent, Message } from '@mym/sdk';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreator } from '../common/creator/use-creator';
import { deviceTimeZone } from '../common/intl-formats';
import { EmptyState, LoadingState } from '../common/LoadState';
import { MessagesInbox } from './MessagesInbox';
import type { MediaPickerSlot } from './media-picker-slot';
import { useLiveMessages } from './use-live-messages';

// A conversation (the thread, the composer, links in text, the fan's panel) loads when one is opened, not with the
// inbox: the screen's first load is the inbox alone.
const ConversationThread = lazy(() =>
  import('./ConversationThread').then((module) => ({ default: module.ConversationThread })),
);

export interface MessagesProps {
  /** Opens this fan's conversation first (a conversation's id is its fan's id). */
  fanId?: string | undefined;
  /** The cloud picker medias are sent from; without it the thread sends words only. */
  MediaPicker?: MediaPickerSlot;
  /** Told when the open conversation changes, so the host can keep it in its URL. */
  onOpen?: (fanId: string | null) => void;
  onMessageSent?: (message: Message) => void;
  /** A fan bought medias sold in a thread (the event stream's `sale.created` for a message). */
  onMediaSold?: (event: LiveEvent) => void;
}

/**
 * The creator's messages (spec 2 "/chat and /messaging"): the inbox beside the open conversation on a laptop,
 * one of them at a time on a phone; new messages, reads and purchases arrive live from the event stream.
 */
export function Messages({ fanId, MediaPicker, onOpen, onMessageSent, onMediaSold }: MessagesProps) {
  const { t } = useTranslation();
  const creator = useCreator();
  const [openId, setOpenId] = useState<string | null>(fanId ?? null);
  useLiveMessages((event) => {
    if (event.type === 'sale.created' && event.messageId) onMediaSold?.(event);
  });
  const timeZone = creator.data?.timeZone ?? deviceTimeZone();
  const open = (id: string | null) => {
    setOpenId(id);
    onOpen?.(id);
  };
  return (
    <div className="mym-messages" data-open={openId ? 'conversation' : 'inbox'}>
      <MessagesInbox
        openId={openId}
        timeZone={timeZone}
        onOpen={(conversation: Conversation) => open(conversation.id)}
      />
      <div className="mym-messages__thread">
        {openId ? (
          <Suspense fallback={<LoadingState label={t('messages_loading')} />}>
            <ConversationThread
              key={openId}
              conversationId={openId}
              timeZone={timeZone}
              {...(MediaPicker ? { MediaPicker } : {})}
              onBack={() => open(null)}
              onSent={(message) => onMessageSent?.(message)}
            />
          </Suspense>
        ) : (
          <EmptyState title={t('messages_pick_title')} description={t('messages_pick_description')} />
        )}
      </div>
    </div>
  );
}
