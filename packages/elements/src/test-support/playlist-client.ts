import type { CreatorClient, Playlist, PostRecord } from '@mym/sdk';
import { vi } from 'vitest';
import { fakeClient } from './render-with-client';

/** A playlist as the API answers it. */
export const playlistOf = (id: string, name: string, postCount = 0): Playlist => ({
  id,
  name,
  preview: null,
  mediaCount: 0,
  postCount,
  createdAt: '2026-11-01T10:00:00.000Z',
});

/** A published public post with this caption. */
export const postOf = (id: string, caption: string): PostRecord => ({
  id,
  media: { id: `media-${id}`, preview: null, type: 'image' },
  caption,
  isPrivate: false,
  scheduledAt: null,
  playlists: ['pl1'],
  thirdPartyConsent: false,
  createdAt: '2026-11-01T10:00:00.000Z',
});

/** A client whose playlist calls are mocks over the given playlists and posts (the posts of `pl1`). */
export function playlistClient(playlists: Playlist[], posts: PostRecord[] = []) {
  const api = {
    list: vi.fn(async () => playlists),
    get: vi.fn(
      async (id: string) => playlists.find((playlist) => playlist.id === id) ?? playlistOf(id, 'Plage'),
    ),
    create: vi.fn(async ({ name }: { name: string }) => playlistOf('pl-new', name)),
    update: vi.fn(async (id: string, { name }: { name: string }) => playlistOf(id, name)),
    delete: vi.fn(async () => undefined),
    posts: vi.fn(async () => posts),
    reorderPosts: vi.fn(async (id: string, ids: readonly string[]) => playlistOf(id, 'Plage', ids.length)),
  };
  return { api, client: { ...fakeClient(), playlists: api } as unknown as CreatorClient };
}
