import type { Conversation, FanSummary, LiveEvent, Message, MessageMediaPayload, SavedReply } from '@mym/sdk';
import { type ApiAnswer, type ApiCall, ok } from '@mym/sdk/testing';
import { creatorClient } from './creator-api';

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

interface Thread {
  fan: FanSummary;
  /** Newest first, as the API pages them. */
  messages: Message[];
  unread: number;
  /** What `GET .../medias` answers: medias the fan received (beyond the loaded pages) and whether bought. */
  sentMedias?: { mediaId: string; bought: boolean }[];
}

const CONVERSATIONS = '/messages/conversations';
const now = () => new Date().toISOString().replace(/\.\d+Z$/, '.000Z');

/**
 * The messages API over an in-memory inbox, behind the shared fake API (the fetch boundary): threads keyed by
 * conversation (= fan) id, newest message first, and the creator's event stream, into which `fanWrites` plays
 * what the server sends when a fan writes.
 */
export function messagesApi(
  threads: {
    fan: FanSummary;
    messages: Message[];
    unread?: number;
    sentMedias?: { mediaId: string; bought: boolean }[];
  }[],
) {
  const store = new Map<string, Thread>(
    threads.map((thread) => [thread.fan.id, { ...thread, unread: thread.unread ?? 0 }]),
  );
  const replies: SavedReply[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  let sequence = 0;
  const conversation = (thread: Thread): Conversation => ({
    id: thread.fan.id,
    fan: thread.fan,
    lastMessage: thread.messages[0] ?? null,
    lastActivityAt: thread.messages[0]?.sentAt ?? '2026-01-01T00:00:00.000Z',
    unreadCount: thread.unread,
  });
  const send = (thread: Thread, extra: Partial<Message>): ApiAnswer => {
    const message = messageOf(`sent-${++sequence}`, thread.fan.id, {
      sender: 'creator',
      sentAt: now(),
      ...extra,
    });
    thread.messages.unshift(message);
    return ok(message, 201);
  };
  const respond = (call: ApiCall): ApiAnswer => {
    if (call.method === 'GET' && call.path === '/events') {
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
      return { status: 200, body };
    }
    if (call.path === '/messages/saved-replies') {
      if (call.method === 'GET') return ok({ replies });
      const reply = {
        id: `reply-${replies.length + 1}`,
        text: (call.body as { text: string }).text,
        createdAt: now(),
      };
      replies.push(reply);
      return ok(reply, 201);
    }
    if (call.method === 'GET' && call.path === CONVERSATIONS)
      return ok({ conversations: [...store.values()].map(conversation), cursor: null });
    const [id, action] = call.path.slice(CONVERSATIONS.length + 1).split('/');
    const thread = store.get(id ?? '');
    if (!call.path.startsWith(`${CONVERSATIONS}/`) || !thread) return undefined;
    if (call.method === 'GET' && !action) return ok({ conversation: conversation(thread), note: '' });
    if (call.method === 'GET' && action === 'messages')
      return ok({ messages: [...thread.messages], cursor: null });
    if (call.method === 'GET' && action === 'purchases') return ok({ purchases: [] });
    if (call.method === 'GET' && action === 'medias') return ok({ medias: thread.sentMedias ?? [] });
    if (call.method === 'POST' && action === 'messages')
      return send(thread, { text: (call.body as { text: string }).text });
    if (call.method === 'POST' && action === 'media') {
      const payload = call.body as MessageMediaPayload;
      return send(thread, {
        kind: 'media',
        text: payload.text ?? '',
        offer: {
          price: payload.price,
          teaser: null,
          medias: payload.medias.map((media) => ({
            id: media.id,
            type: 'image/jpeg',
            preview: null,
            url: null,
          })),
          bought: false,
          boughtAt: null,
        },
      });
    }
    if (call.method === 'POST' && action === 'read') {
      thread.unread = 0;
      return { status: 204 };
    }
    return undefined;
  };
  const api = creatorClient(respond);
  return {
    ...api,
    /** The calls of one kind that went out, e.g. `sent('POST', 'messages')`. */
    sent: (method: string, action?: string) =>
      api.calls.filter(
        (call) =>
          call.method === method && call.path.startsWith(CONVERSATIONS) && call.path.endsWith(action ?? ''),
      ),
    /** A fan writes: the message is stored, then the stream tells the screen, as the server does. */
    fanWrites(id: string, text: string) {
      const thread = store.get(id);
      if (!thread) throw new Error(`no conversation ${id}`);
      const message = messageOf(`fan-${++sequence}`, id, { text, sentAt: now() });
      thread.messages.unshift(message);
      thread.unread += 1;
      const event: LiveEvent = {
        id: String(sequence),
        type: 'message.created',
        conversationId: id,
        messageId: message.id,
        entryId: null,
        at: message.sentAt,
      };
      const frame = new TextEncoder().encode(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
      for (const stream of streams) stream.enqueue(frame);
    },
  };
}
