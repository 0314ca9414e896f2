import { apiError, broken } from '@mym/sdk/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playlistClient, playlistOf, postOf } from '../test-support/playlist-client';
import { renderWithClient } from '../test-support/render-with-client';
import { PlaylistDetail } from './PlaylistDetail';

const ROW_HEIGHT = 80;

// jsdom lays nothing out: each row stands one row height below the previous, as a browser would place them,
// so that the keyboard's arrows find the neighbouring post (dnd-kit measures rows to move between them).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('.mym-playlist__post');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 320,
      bottom: top + 72,
      width: 320,
      height: 72,
      toJSON: () => ({}),
    };
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const POSTS = [postOf('p1', 'Aube'), postOf('p2', 'Midi'), postOf('p3', 'Soir')];
const captions = () =>
  within(screen.getByRole('list', { name: "Posts de Plage, dans l'ordre" }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.mym-playlist__caption')?.textContent);
const postHref = (post: { id: string }) => `/posts/${post.id}`;

function renderDetail(api = playlistClient([playlistOf('pl1', 'Plage', 3)], POSTS)) {
  renderWithClient(<PlaylistDetail playlistId="pl1" postHref={postHref} backHref="/playlists" />, api.client);
  return api;
}

/** A key on the focused handle, as dnd-kit's keyboard sensor listens to it (keydown on the handle, then the window). */
async function press(target: Element, code: string) {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('a playlist in order (spec 2 "/v2/tools/playlists/:id")', () => {
  it('shows its posts in order, each with its state and a link to its page', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Plage', level: 1 })).toBeTruthy();
    await screen.findByRole('list', { name: "Posts de Plage, dans l'ordre" });
    expect(captions()).toEqual(['Aube', 'Midi', 'Soir']);
    expect(screen.getByRole('link', { name: /Midi/ }).getAttribute('href')).toBe('/posts/p2');
    expect(screen.getAllByText('Publié')).toHaveLength(3);
    expect(screen.getByText('3 posts')).toBeTruthy();
  });

  it('the keyboard moves a post: Space picks it up, ArrowDown moves it, Space drops it, and the order is saved', async () => {
    const api = renderDetail();
    const handle = await screen.findByRole('button', { name: 'Déplacer le post 1 : Aube' });
    handle.focus();
    await press(handle, 'Space');
    await waitFor(() => expect(document.body.textContent).toContain('Post Aube saisi, en position 1 sur 3.'));
    await press(handle, 'ArrowDown');
    await press(handle, 'Space');
    await waitFor(() =>
      expect(api.sent('PUT /playlists/pl1/posts')).toEqual([{ postIds: ['p2', 'p1', 'p3'] }]),
    );
    expect(captions()).toEqual(['Midi', 'Aube', 'Soir']);
    expect(await screen.findByText('Ordre enregistré')).toBeTruthy();
  });

  it('Escape cancels a move: nothing is saved and the order stays', async () => {
    const api = renderDetail();
    const handle = await screen.findByRole('button', { name: 'Déplacer le post 2 : Midi' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowDown');
    await press(handle, 'Escape');
    await waitFor(() => expect(document.body.textContent).toContain('Déplacement annulé.'));
    expect(api.sent('PUT /playlists/pl1/posts')).toEqual([]);
    expect(captions()).toEqual(['Aube', 'Midi', 'Soir']);
  });

  it('an order the API refuses brings the previous one back and says so', async () => {
    const api = playlistClient([playlistOf('pl1', 'Plage', 3)], POSTS);
    api.answerNext('PUT /playlists/pl1/posts', broken());
    renderDetail(api);
    const handle = await screen.findByRole('button', { name: 'Déplacer le post 3 : Soir' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowUp');
    await press(handle, 'Enter');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(captions()).toEqual(['Aube', 'Midi', 'Soir']);
  });

  it('an empty playlist says how to fill it; a missing one says it does not exist', async () => {
    renderDetail(playlistClient([playlistOf('pl1', 'Plage')], []));
    expect(await screen.findByText('Aucun post dans cette playlist')).toBeTruthy();
    cleanup();
    const gone = playlistClient([]);
    gone.answerNext('GET /playlists/pl1', apiError(404, 'not_found'), Number.POSITIVE_INFINITY);
    renderDetail(gone);
    expect(await screen.findByText("Cette playlist n'existe pas, ou plus.")).toBeTruthy();
  });
});
