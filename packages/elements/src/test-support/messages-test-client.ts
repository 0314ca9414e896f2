import type {
  Conversation,
  CreatorClient,
  FanSummary,
  LiveEvent,
  Message,
  MessageMediaPayload,
  SavedReply,
} from '@mym/sdk';
import { vi } from 'vitest';
import { fakeClient } from './render-with-client';

export function fanOf(id: string, name: string, extra: Partial<FanSummary> = {}): FanSummary {
  return {
    id,
    name,
    subscription: 'active',
    follows: true,
    lifetimeSpend: { value: 4200, currency: 'EUR' },
    lastPurchaseAt: '2026-03-01T10:00:00.000Z',
    ...extra,
  };
}

export function messageOf(id: string, conversationId: string, extra: Partial<Message> = {}): Message {
  return {
    id,
    conversationId,
    sender: 'fan',
    kind: 'text',
    text: `message ${id}`,
    offer: null,
    pushId: null,
    sentAt: '2026-03-02T09:00:00.000Z',
    readAt: null,
    ...extra,
  };
}

/**
 * The messages calls over an in-memory inbox: threads keyed by conversation (= fan) id, newest message first,
 * and the event stream's listener kept so a test can play the server's live events.
 */
export function messagesClient(threads: { fan: FanSummary; messages: Message[]; unread?: number }[]) {
  const store = new Map(threads.map((thread) => [thread.fan.id, { ...thread, unread: thread.unread ?? 0 }]));
  const replies: SavedReply[] = [];
  let listener: ((event: LiveEvent) => void) | undefined;
  const conversation = (id: string): Conversation => {
    const thread = store.get(id);
    if (!thread) throw new Error(`no conversation ${id}`);
    return {
      id,
      fan: thread.fan,
      lastMessage: thread.messages[0] ?? null,
      lastActivityAt: thread.messages[0]?.sentAt ?? '2026-01-01T00:00:00.000Z',
      unreadCount: thread.unread,
    };
  };
  let sent = 0;
  const append = (id: string, message: Message) => {
    store.get(id)?.messages.unshift(message);
    return message;
  };
  const api = {
    inbox: vi.fn(async () => ({ conversations: [...store.keys()].map(conversation), cursor: null })),
    conversation: vi.fn(async (id: string) => ({ conversation: conversation(id), note: '' })),
    messages: vi.fn(async (id: string) => ({ messages: [...(store.get(id)?.messages ?? [])], cursor: null })),
    sendText: vi.fn(async (id: string, text: string) =>
      append(
        id,
        messageOf(`sent-${++sent}`, id, { sender: 'creator', text, sentAt: new Date().toISOString() }),
      ),
    ),
    sendMedia: vi.fn(async (id: string, payload: MessageMediaPayload) =>
      append(
        id,
        messageOf(`sent-${++sent}`, id, {
          sender: 'creator',
          kind: 'media',
          text: payload.text ?? '',
          sentAt: new Date().toISOString(),
          offer: {
            price: payload.price,
            teaser: null,
            medias: payload.medias.map(({ id: mediaId }) => ({
              id: mediaId,
              type: 'image/jpeg',
              preview: null,
              url: null,
            })),
            bought: false,
            boughtAt: null,
          },
        }),
      ),
    ),
    markRead: vi.fn(async (id: string) => {
      const thread = store.get(id);
      if (thread) thread.unread = 0;
    }),
    note: vi.fn(async () => ({ note: '', updatedAt: null })),
    setNote: vi.fn(async (_id: string, note: string) => ({ note, updatedAt: new Date().toISOString() })),
    purchases: vi.fn(async () => []),
    savedReplies: vi.fn(async () => [...replies]),
    createSavedReply: vi.fn(async (text: string) => {
      const reply = { id: `reply-${replies.length + 1}`, text, createdAt: new Date().toISOString() };
      replies.push(reply);
      return reply;
    }),
    deleteSavedReply: vi.fn(async () => undefined),
  };
  const events = {
    subscribe: vi.fn((next: (event: LiveEvent) => void) => {
      listener = next;
      return { close: vi.fn(), lastEventId: undefined };
    }),
  };
  const client = { ...fakeClient(), messages: api, events } as unknown as CreatorClient;
  return {
    api,
    client,
    /** A fan writes: the message is stored, then the stream tells the screen, as the server does. */
    fanWrites(id: string, text: string) {
      const thread = store.get(id);
      const message = append(id, messageOf(`fan-${++sent}`, id, { text, sentAt: new Date().toISOString() }));
      if (thread) thread.unread += 1;
      listener?.({
        id: String(sent),
        type: 'message.created',
        conversationId: id,
        messageId: message.id,
        entryId: null,
        at: message.sentAt,
      });
    },
  };
}
