import {
  type ConversationDetail,
  conversationDetailStruct,
  type FanNote,
  fanNoteStruct,
  fanPurchasesStruct,
  type InboxPage,
  type InboxQuery,
  inboxPageStruct,
  type Message,
  type MessageMediaPayload,
  type MessagePage,
  type MessagePageQuery,
  messageStruct,
  type SavedReply,
  type SentMedias,
  savedReplyListStruct,
  savedReplyStruct,
  sentMediasStruct,
} from '../contract/messages';
import type { LedgerEntry } from '../contract/sales';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';
import { messageThreadCalls } from './message-thread';

/** Catalogue messages of the messages calls, worded like spec 8's ('Error while <doing> <what>'). */
export const MESSAGE_CALL_ERRORS = {
  fetchInbox: 'Error while fetching conversations',
  fetchConversation: 'Error while fetching conversation',
  fetchMessages: 'Error while fetching messages',
  sendMessage: 'Error while sending message',
  markRead: 'Error while marking messages read',
  fetchNote: 'Error while fetching fan note',
  updateNote: 'Error while updating fan note',
  fetchSavedReplies: 'Error while fetching saved replies',
  createSavedReply: 'Error while creating saved reply',
  deleteSavedReply: 'Error while deleting saved reply',
  fetchPurchases: 'Error while fetching fan purchases',
  fetchSentMedias: 'Error while fetching fan medias',
} as const;

/**
 * `client.messages`: the creator's conversations, one per fan (a conversation's id is its fan's id, so a screen
 * opened on a fan opens that fan's thread). Texts are plain text; amounts in minor units.
 */
export interface MessageResource {
  /** `GET /messages/conversations`: latest activity first; pass the page's `cursor` for the next one. */
  inbox(query?: InboxQuery): Promise<InboxPage>;
  /** One conversation with its fan's summary and the creator's note. */
  conversation(conversationId: string): Promise<ConversationDetail>;
  /** Messages of one conversation, newest first, 50 a page; the page's `cursor` goes back in time. */
  messages(conversationId: string, query?: MessagePageQuery): Promise<MessagePage>;
  /** Sends plain text (at most 1,500 characters: `message_text_input_limit_error`). */
  sendText(conversationId: string, text: string): Promise<Message>;
  /** Sends cloud medias, free (`price: null`) or at a price (5..1000, the push price rules), with an optional teaser. */
  sendMedia(conversationId: string, payload: MessageMediaPayload): Promise<Message>;
  /** Marks the fan's messages read, up to `upTo` (the newest when absent). */
  markRead(conversationId: string, upTo?: string): Promise<void>;
  /** The creator's private note on the fan. */
  note(conversationId: string): Promise<FanNote>;
  setNote(conversationId: string, note: string): Promise<FanNote>;
  /** What the fan bought from the creator (ledger rows, reversals included), newest first. */
  purchases(conversationId: string): Promise<LedgerEntry[]>;
  /** Every media the fan received (messages and pushes) and whether they bought it. */
  sentMedias(conversationId: string): Promise<SentMedias['medias']>;
  savedReplies(): Promise<SavedReply[]>;
  createSavedReply(text: string): Promise<SavedReply>;
  deleteSavedReply(id: string): Promise<void>;
}

const CONVERSATIONS = '/messages/conversations';

export function createMessageResource(request: ApiRequest): MessageResource {
  const conversationPath = (id: string, ...rest: string[]) =>
    resourcePath(CONVERSATIONS, requireArgument(id, GUARD_MESSAGES.id), ...rest);
  const thread = messageThreadCalls(request, conversationPath, MESSAGE_CALL_ERRORS);
  return {
    inbox: async (query = {}) =>
      request('GET', CONVERSATIONS, {
        errorMessage: MESSAGE_CALL_ERRORS.fetchInbox,
        query: { ...query },
        response: inboxPageStruct,
      }),
    conversation: async (id) =>
      request('GET', conversationPath(id), {
        errorMessage: MESSAGE_CALL_ERRORS.fetchConversation,
        response: conversationDetailStruct,
      }),
    messages: thread.messages,
    sendText: thread.send,
    sendMedia: async (id, payload) =>
      request('POST', conversationPath(id, 'media'), {
        errorMessage: MESSAGE_CALL_ERRORS.sendMessage,
        body: payload,
        response: messageStruct,
      }),
    markRead: async (id, upTo) =>
      request('POST', conversationPath(id, 'read'), {
        errorMessage: MESSAGE_CALL_ERRORS.markRead,
        body: upTo ? { upTo } : {},
      }),
    note: async (id) =>
      request('GET', conversationPath(id, 'note'), {
        errorMessage: MESSAGE_CALL_ERRORS.fetchNote,
        response: fanNoteStruct,
      }),
    setNote: async (id, note) =>
      request('PUT', conversationPath(id, 'note'), {
        errorMessage: MESSAGE_CALL_ERRORS.updateNote,
        body: { note },
        response: fanNoteStruct,
      }),
    purchases: async (id) =>
      (
        await request('GET', conversationPath(id, 'purchases'), {
          errorMessage: MESSAGE_CALL_ERRORS.fetchPurchases,
          response: fanPurchasesStruct,
        })
      ).purchases,
    sentMedias: async (id) =>
      (
        await request('GET', conversationPath(id, 'medias'), {
          errorMessage: MESSAGE_CALL_ERRORS.fetchSentMedias,
          response: sentMediasStruct,
        })
      ).medias,
    savedReplies: async () =>
      (
        await request('GET', '/messages/saved-replies', {
          errorMessage: MESSAGE_CALL_ERRORS.fetchSavedReplies,
          response: savedReplyListStruct,
        })
      ).replies,
    createSavedReply: async (text) =>
      request('POST', '/messages/saved-replies', {
        errorMessage: MESSAGE_CALL_ERRORS.createSavedReply,
        body: { text },
        response: savedReplyStruct,
      }),
    deleteSavedReply: async (id) =>
      request('DELETE', resourcePath('/messages/saved-replies', requireArgument(id, GUARD_MESSAGES.id)), {
        errorMessage: MESSAGE_CALL_ERRORS.deleteSavedReply,
      }),
  };
}
