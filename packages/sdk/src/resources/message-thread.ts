import {
  type Message,
  type MessagePage,
  type MessagePageQuery,
  messagePageStruct,
  messageStruct,
} from '../contract/messages';
import type { ApiRequest } from '../http/request';

/**
 * The two calls of a message thread, the same on both sides of it (spec 2 "Messages"): a page of its messages and
 * a text sent into it. The creator reaches a thread as a conversation, the fan as the creator's page; `threadPath`
 * says where, `errors` in whose words a failure is told.
 */
export function messageThreadCalls(
  request: ApiRequest,
  threadPath: (id: string, ...rest: string[]) => string,
  errors: { fetchMessages: string; sendMessage: string },
) {
  return {
    messages: async (id: string, query: MessagePageQuery = {}): Promise<MessagePage> =>
      request('GET', threadPath(id, 'messages'), {
        errorMessage: errors.fetchMessages,
        query: { ...query },
        response: messagePageStruct,
      }),
    send: async (id: string, text: string): Promise<Message> =>
      request('POST', threadPath(id, 'messages'), {
        errorMessage: errors.sendMessage,
        body: { text },
        response: messageStruct,
      }),
  };
}
