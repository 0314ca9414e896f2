import type { Playlist, PostRecord } from '@mym/sdk';
import { ok } from '@mym/sdk/testing';
import { creatorClient } from './creator-api';

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

/**
 * The playlists API over the given playlists and the posts of `pl1`, on the one fake API: a real client sends
 * the screen's calls, `sent('POST /playlists')` reads what went out, `answerNext` makes one call fail.
 */
export function playlistClient(playlists: Playlist[], posts: PostRecord[] = []) {
  return creatorClient((call) => {
    const [, , id, child] = call.path.split('/');
    const body = call.body as { name?: string; postIds?: string[] } | undefined;
    if (call.path === '/playlists') {
      if (call.method === 'GET') return ok({ playlists });
      if (call.method === 'POST') return ok(playlistOf('pl-new', body?.name ?? ''), 201);
    }
    if (!call.path.startsWith('/playlists/') || !id) return undefined;
    if (child === 'posts') {
      if (call.method === 'GET') return ok({ posts });
      if (call.method === 'PUT') return ok(playlistOf(id, 'Plage', body?.postIds?.length ?? 0));
      return undefined;
    }
    if (call.method === 'GET')
      return ok(playlists.find((playlist) => playlist.id === id) ?? playlistOf(id, 'Plage'));
    if (call.method === 'PATCH') return ok(playlistOf(id, body?.name ?? ''));
    if (call.method === 'DELETE') return { status: 204 };
    return undefined;
  });
}
