import { describe, expect, it } from 'vitest';
import { json, thrown } from '../testing/fake-api';
import { createMessageResource } from './conversations';
import { requestOnFakeApi } from './testing/request-on-fake-api';

const conversationId = '0b6c8f8e-2a53-4f4f-9d43-6f0e1c3f7a11';
const message = {
  id: '7e1a4f7e-6a53-4c41-9d0a-1a2b3c4d5e6f',
  conversationId,
  sender: 'creator',
  kind: 'text',
  text: 'Thank you!',
  offer: null,
  pushId: null,
  sentAt: '2026-06-15T08:00:00.000Z',
  readAt: null,
};

describe('client.messages (the creator conversations)', () => {
  it('asks the inbox with its filter, search and cursor in the query', async () => {
    const api = requestOnFakeApi(() => json(200, { data: { conversations: [], cursor: null } }));
    await createMessageResource(api.request).inbox({
      filter: 'spent_over',
      minSpend: 5000,
      search: 'Lea',
      cursor: 'abc',
    });
    const [call] = api.calls;
    expect(call?.url.pathname).toBe('/messages/conversations');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      filter: 'spent_over',
      minSpend: '5000',
      search: 'Lea',
      cursor: 'abc',
    });
  });

  it('sends text and paid media to the conversation, answering the message', async () => {
    const api = requestOnFakeApi(() => json(201, { data: message }));
    const messages = createMessageResource(api.request);
    expect(await messages.sendText(conversationId, 'Thank you!')).toEqual(message);
    await messages.sendMedia(conversationId, {
      medias: [{ id: message.id }],
      price: { value: 999, currency: 'EUR' },
      teaser: null,
    });
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `POST /messages/conversations/${conversationId}/messages`,
      `POST /messages/conversations/${conversationId}/media`,
    ]);
    expect(api.calls[1]?.body).toMatchObject({ price: { value: 999, currency: 'EUR' } });
  });

  it('a refused message carries the spec-style key of its field', async () => {
    const api = requestOnFakeApi(() =>
      json(400, {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid',
          fields: { text: ['message_text_input_limit_error'] },
        },
      }),
    );
    const error = await thrown(() =>
      createMessageResource(api.request).sendText(conversationId, 'x'.repeat(1501)),
    );
    expect(error.message).toBe('Error while sending message');
    expect(error.fields).toEqual({ text: ['message_text_input_limit_error'] });
  });
});
