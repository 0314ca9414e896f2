import { describe, expect, it } from 'vitest';
import { json, thrown } from '../testing/fake-api';
import { postRecord } from '../testing/samples';
import { createPlaylistResource } from './playlists';
import { requestOnFakeApi } from './testing/request-on-fake-api';

const playlist = {
  id: 'pl1',
  name: 'Best of',
  preview: null,
  mediaCount: 2,
  postCount: 0,
  createdAt: '2030-06-01T10:00:00.000Z',
};

describe('playlist resource (/playlists, DESIGN wire format)', () => {
  it("get(''), update('') and delete('') throw 'ID is required' before any request (spec 8)", async () => {
    const api = requestOnFakeApi(() => json(200, { data: playlist }));
    const playlists = createPlaylistResource(api.request);
    await expect(playlists.get('')).rejects.toThrow('ID is required');
    await expect(playlists.update('', { name: 'x' })).rejects.toThrow('ID is required');
    await expect(playlists.delete('')).rejects.toThrow('ID is required');
    expect(api.calls).toHaveLength(0);
  });

  it('list() answers data.playlists; create() POSTs name and media ids; update() PATCHes the given fields', async () => {
    const api = requestOnFakeApi((call) =>
      call.method === 'GET' ? json(200, { data: { playlists: [playlist] } }) : json(200, { data: playlist }),
    );
    const playlists = createPlaylistResource(api.request);
    expect(await playlists.list()).toEqual([playlist]);
    await playlists.create({ name: 'Best of', mediaIds: ['m1', 'm2'] });
    await playlists.update('pl1', { name: 'Renamed' });
    expect(api.calls.slice(1).map(({ method, url, body }) => ({ method, path: url.pathname, body }))).toEqual(
      [
        { method: 'POST', path: '/playlists', body: { name: 'Best of', mediaIds: ['m1', 'm2'] } },
        { method: 'PATCH', path: '/playlists/pl1', body: { name: 'Renamed' } },
      ],
    );
  });

  it('each failure throws its catalogue message with the status', async () => {
    const api = requestOnFakeApi(() => json(404, { error: { code: 'not_found', message: 'x' } }));
    const playlists = createPlaylistResource(api.request);
    expect(await thrown(() => playlists.get('pl9'))).toMatchObject({
      message: 'Error while fetching playlist by id',
      status: 404,
    });
    expect((await thrown(() => playlists.list())).message).toBe('Error while fetching playlists');
    expect((await thrown(() => playlists.create({ name: '', mediaIds: [] }))).message).toBe(
      'Error while creating playlist',
    );
    expect((await thrown(() => playlists.update('pl9', {}))).message).toBe('Error while updating playlist');
    expect((await thrown(() => playlists.delete('pl9'))).message).toBe('Error while deleting playlist');
  });

  it('posts(id) reads every page of GET /playlists/{id}/posts, in the answered order', async () => {
    const second = { ...postRecord, id: '22222222-2222-4222-8222-222222222222' };
    const api = requestOnFakeApi((call) =>
      call.url.searchParams.get('offset') === '1'
        ? json(200, { data: { posts: [second], pagination: {} } })
        : json(200, { data: { posts: [postRecord], pagination: { offset: 1 } } }),
    );
    const playlists = createPlaylistResource(api.request);
    expect(await playlists.posts('pl1')).toEqual([postRecord, second]);
    expect(api.calls.map(({ url }) => `${url.pathname}${url.search}`)).toEqual([
      '/playlists/pl1/posts',
      '/playlists/pl1/posts?offset=1',
    ]);
  });

  it('reorderPosts(id, ids) PUTs the whole order and answers the playlist; failures carry their message', async () => {
    const api = requestOnFakeApi(() => json(200, { data: { ...playlist, postCount: 2 } }));
    const playlists = createPlaylistResource(api.request);
    expect(await playlists.reorderPosts('pl1', ['p2', 'p1'])).toMatchObject({ postCount: 2 });
    expect(api.calls.map(({ method, url, body }) => ({ method, path: url.pathname, body }))).toEqual([
      { method: 'PUT', path: '/playlists/pl1/posts', body: { postIds: ['p2', 'p1'] } },
    ]);
    await expect(playlists.posts('')).rejects.toThrow('ID is required');
    await expect(playlists.reorderPosts('', [])).rejects.toThrow('ID is required');
    const failing = createPlaylistResource(
      requestOnFakeApi(() => json(400, { error: { code: 'invalid', message: 'x', fields: {} } })).request,
    );
    expect((await thrown(() => failing.posts('pl1'))).message).toBe('Error while fetching playlist posts');
    expect((await thrown(() => failing.reorderPosts('pl1', []))).message).toBe(
      'Error while reordering playlist posts',
    );
  });
});
