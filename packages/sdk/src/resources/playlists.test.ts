import { describe, expect, it } from 'vitest';
import { createPlaylistResource } from './playlists';
import { json, stubApi, thrown } from './testing/stub-api';

const playlist = {
  id: 'pl1',
  name: 'Best of',
  preview: null,
  mediaCount: 2,
  createdAt: '2030-06-01T10:00:00.000Z',
};

describe('playlist resource (/playlists, DESIGN wire format)', () => {
  it("get(''), update('') and delete('') throw 'ID is required' before any request (spec 8)", async () => {
    const api = stubApi(() => json(200, { data: playlist }));
    const playlists = createPlaylistResource(api.request);
    await expect(playlists.get('')).rejects.toThrow('ID is required');
    await expect(playlists.update('', { name: 'x' })).rejects.toThrow('ID is required');
    await expect(playlists.delete('')).rejects.toThrow('ID is required');
    expect(api.calls).toHaveLength(0);
  });

  it('list() answers data.playlists; create() POSTs name and media ids; update() PATCHes the given fields', async () => {
    const api = stubApi((call) =>
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
    const api = stubApi(() => json(404, { error: { code: 'not_found', message: 'x' } }));
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
});
