import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fanOf, messageOf, messagesApi } from '../test-support/messages-test-client';
import { renderWithClient } from '../test-support/render-with-client';
import { Messages } from './Messages';
import type { MediaPickerProps } from './media-picker-slot';

afterEach(cleanup);
// jsdom has no layout: the inbox's scroller is given a phone screen's height so the virtual list shows rows.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
});

const lea = fanOf('0b0c7c1e-7f5a-4a4e-9a55-000000000001', 'Léa');
const sam = fanOf('0b0c7c1e-7f5a-4a4e-9a55-000000000002', 'Sam', { subscription: 'none' });

function twoFans() {
  return messagesApi([
    {
      fan: lea,
      unread: 2,
      messages: [
        messageOf('m2', lea.id, {
          text: 'voir https://example.com <b>gras</b>',
          sentAt: '2026-03-02T09:00:00.000Z',
        }),
        messageOf('m1', lea.id, { text: 'coucou', sentAt: '2026-03-01T22:30:00.000Z' }),
      ],
    },
    { fan: sam, messages: [] },
  ]);
}

/** A stand-in for the cloud picker: it lists the marks the thread hands it. */
function MarksPicker({ marks }: MediaPickerProps) {
  return (
    <ul aria-label="picker">
      {['bought-long-ago', 'sent-free', 'never-sent'].map((id) => (
        <li key={id}>{`${id}: ${marks?.get(id) ?? '-'}`}</li>
      ))}
    </ul>
  );
}

describe('the messages screen (spec 2 "/chat and /messaging")', () => {
  it('the inbox lists one conversation per fan with its unread count and subscription state', async () => {
    renderWithClient(<Messages />, twoFans().client);
    const lea = await screen.findByRole('button', { name: /Léa/ });
    expect(within(lea).getByText('2 messages non lus')).toBeTruthy();
    expect(within(lea).getByText('Abonné')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sam/ })).toBeTruthy();
  });

  it("opening a conversation shows its messages by the creator's day, links clickable, no HTML, and marks it read", async () => {
    const fans = twoFans();
    renderWithClient(<Messages />, fans.client);
    await userEvent.click(await screen.findByRole('button', { name: /Léa/ }));
    expect(await screen.findByText('coucou')).toBeTruthy();
    // 22:30 UTC on the 1st is 23:30 in Paris: still the 1st, a day of its own.
    expect(screen.getByRole('heading', { name: /1 mars 2026/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /2 mars 2026/ })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://example.com' });
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByText(/<b>gras<\/b>/).length).toBeGreaterThan(0);
    expect(document.querySelector('b')).toBeNull();
    await waitFor(() => expect(fans.sent('POST', 'read').map((call) => call.body)).toEqual([{ upTo: 'm2' }]));
  });

  it('a message over 1500 characters shows message_text_input_limit_error under the field and is not sent (spec 5)', async () => {
    const fans = twoFans();
    renderWithClient(<Messages fanId={sam.id} />, fans.client);
    const field = await screen.findByLabelText('Message');
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(1501));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le message ne doit pas dépasser 1500 caractères')).toBeTruthy();
    expect(fans.sent('POST', 'messages')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(fans.sent('POST', 'messages')).toEqual([]);
  });

  it('an empty message is refused with the spec key, a written one is sent and shows in the thread', async () => {
    const fans = twoFans();
    renderWithClient(<Messages fanId={sam.id} />, fans.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Message'), 'Merci !');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(fans.sent('POST', 'messages').map((call) => call.body)).toEqual([{ text: 'Merci !' }]),
    );
    expect(await screen.findByText('Merci !')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('a fan\'s new message appears live from the event stream, without reload (DESIGN "Live updates")', async () => {
    const fans = twoFans();
    renderWithClient(<Messages fanId={sam.id} />, fans.client);
    expect(await screen.findByText('Aucun message : écrivez le premier.')).toBeTruthy();
    fans.fanWrites(sam.id, 'Tu es là ?');
    expect(await screen.findByText('Tu es là ?')).toBeTruthy();
    expect(
      fans.calls.filter((call) => call.method === 'GET' && call.path.endsWith('/messages')).length,
    ).toBeGreaterThan(1);
  });

  it('a saved reply is kept, then put back in the message', async () => {
    const fans = twoFans();
    renderWithClient(<Messages fanId={sam.id} />, fans.client);
    await userEvent.type(await screen.findByLabelText('Message'), 'Bonne journée');
    await userEvent.click(screen.getByRole('button', { name: 'Réponses enregistrées' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Enregistrer ce message comme réponse' }),
    );
    await waitFor(() =>
      expect(
        fans.calls.some((call) => call.method === 'POST' && call.path === '/messages/saved-replies'),
      ).toBe(true),
    );
    await userEvent.clear(screen.getByLabelText('Message'));
    await userEvent.click(await screen.findByRole('button', { name: 'Bonne journée' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Bonne journée');
  });

  it('the picker marks each media this fan already bought or received, from the API, not only the loaded pages', async () => {
    const fans = messagesApi([
      {
        fan: lea,
        messages: [messageOf('m1', lea.id, { text: 'coucou' })],
        sentMedias: [
          { mediaId: 'bought-long-ago', bought: true },
          { mediaId: 'sent-free', bought: false },
        ],
      },
    ]);
    renderWithClient(<Messages MediaPicker={MarksPicker} />, fans.client);
    await userEvent.click(await screen.findByRole('button', { name: /Léa/ }));
    const add = await screen.findByRole('button', { name: 'Ajouter des médias' });
    await waitFor(() => expect(fans.sent('GET', 'medias')).toHaveLength(1));
    await userEvent.click(add);
    const picker = await screen.findByRole('list', { name: 'picker' });
    expect(picker.textContent).toBe('bought-long-ago: Déjà achetésent-free: Déjà envoyénever-sent: -');
  });
});
