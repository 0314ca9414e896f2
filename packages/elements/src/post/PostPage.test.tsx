import type { PostRecord } from '@mym/sdk';
import { apiError, ok } from '@mym/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creatorClient } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { PostList } from './PostList';
import { PostPage } from './PostPage';

const LATER = '2099-12-24T17:00:00.000Z';

function post(overrides: Partial<PostRecord> = {}): PostRecord {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    media: { id: '11111111-1111-4111-8111-111111111111', preview: null, type: 'image' },
    caption: 'Sunset',
    isPrivate: true,
    scheduledAt: LATER,
    playlists: [],
    thirdPartyConsent: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The posts API over these posts: listed, read by id, deleted. */
function postsApi(posts: PostRecord[] = [post()]) {
  return creatorClient((call) => {
    if (call.method === 'GET' && call.path === '/posts') return ok({ posts });
    const id = call.path.split('/')[2];
    if (!call.path.startsWith('/posts/') || !id) return undefined;
    if (call.method === 'DELETE') return { status: 204 };
    return call.method === 'GET' ? ok(posts.find((one) => one.id === id) ?? posts[0]) : undefined;
  });
}
const client = (posts?: PostRecord[]) => postsApi(posts).client;

afterEach(cleanup);

describe('post page (spec 2 "/posts/:id")', () => {
  it('a post that does not exist says so and offers the way back to the posts, not a retry (spec 8 display)', async () => {
    const missing = creatorClient(() => apiError(404, 'not_found')).client;
    renderWithClient(
      <PostPage postId="33333333-3333-4333-8333-333333333333" listHref="/app/posts" />,
      missing,
    );
    expect(await screen.findByText("Ce post n'existe pas ou a été supprimé")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mes posts' }).getAttribute('href')).toBe('/app/posts');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('shows a scheduled private post with its date in the creator zone, named', async () => {
    renderWithClient(<PostPage postId={post().id} editHref={(one) => `/app/post/${one.id}`} />, client());
    expect(await screen.findByText('Sunset')).toBeTruthy();
    expect(screen.getByText('Programmé')).toBeTruthy();
    expect(screen.getByText('Privé')).toBeTruthy();
    expect(screen.getByText(/Publication le .*24 décembre 2099.*18:00 \(heure de Paris\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe(
      `/app/post/${post().id}`,
    );
  });

  it('a post whose publication failed for good says so, with the reason, never "scheduled"', async () => {
    const failed = post({ scheduledAt: '2026-11-20T09:00:00.000Z', failureReason: 'Could not be published' });
    renderWithClient(<PostPage postId={failed.id} />, client([failed]));
    expect(await screen.findByText('Non publié')).toBeTruthy();
    expect(screen.getByText('Non publié : Could not be published')).toBeTruthy();
    expect(screen.queryByText('Programmé')).toBeNull();
    expect(screen.queryByText('Publié')).toBeNull();
  });

  it('deletes only after the creator confirms', async () => {
    const api = postsApi();
    const onDeleted = vi.fn();
    renderWithClient(<PostPage postId={post().id} onDeleted={onDeleted} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce post ?' });
    expect(api.sent(`DELETE /posts/${post().id}`)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le post' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.sent(`DELETE /posts/${post().id}`)).toHaveLength(1);
  });
});

describe('list of posts', () => {
  it('lists published and scheduled posts, and filters them', async () => {
    const published = post({ id: '33333333-3333-4333-8333-333333333333', caption: 'Out', scheduledAt: null });
    renderWithClient(<PostList postHref={(one) => `/app/posts/${one.id}`} />, client([post(), published]));
    expect(await screen.findByRole('link', { name: /Sunset/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Out/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Publié' }));
    expect(screen.queryByRole('link', { name: /Sunset/ })).toBeNull();
  });

  it('says when there is no post yet', async () => {
    renderWithClient(<PostList postHref={() => '#'} />, client([]));
    expect(await screen.findByText("Aucun post pour l'instant")).toBeTruthy();
  });
});
