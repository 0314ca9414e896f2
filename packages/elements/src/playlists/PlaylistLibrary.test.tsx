import { broken } from '@mym/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { playlistClient, playlistOf } from '../test-support/playlist-client';
import { renderWithClient } from '../test-support/render-with-client';
import { PlaylistLibrary } from './PlaylistLibrary';

afterEach(cleanup);

const href = (id: string) => `/playlists/${id}`;

describe('the playlists screen (spec 2 "/v2/tools/playlists")', () => {
  it('lists each playlist with its name and post count, opening its page', async () => {
    const { client } = playlistClient([playlistOf('pl1', 'Plage', 2), playlistOf('pl2', 'Hiver', 1)]);
    renderWithClient(<PlaylistLibrary playlistHref={href} />, client);
    const link = await screen.findByRole('link', { name: /Plage/ });
    expect(link.getAttribute('href')).toBe('/playlists/pl1');
    expect(within(link).getByText('2 posts')).toBeTruthy();
    expect(screen.getByText('1 post')).toBeTruthy();
  });

  it('says when there is no playlist yet, and offers a retry when the list fails', async () => {
    const empty = playlistClient([]);
    renderWithClient(<PlaylistLibrary playlistHref={href} />, empty.client);
    expect(await screen.findByText("Aucune playlist pour l'instant")).toBeTruthy();
    cleanup();
    const failing = playlistClient([]);
    failing.answerNext('GET /playlists', broken());
    renderWithClient(<PlaylistLibrary playlistHref={href} />, failing.client);
    expect(await screen.findByText("Vos playlists n'ont pas pu être chargées")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Aucune playlist pour l'instant")).toBeTruthy();
  });

  it('a new playlist needs a name: the spec key shows under the field, then it is created (spec 5)', async () => {
    const api = playlistClient([]);
    renderWithClient(<PlaylistLibrary playlistHref={href} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Nouvelle playlist' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Ce champ est obligatoire')).toBeTruthy();
    expect(api.sent('POST /playlists')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Nom'), 'Été');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.sent('POST /playlists')).toEqual([{ name: 'Été', mediaIds: [] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.sent('GET /playlists')).toHaveLength(2));
  });

  it('renames a playlist from its row', async () => {
    const api = playlistClient([playlistOf('pl1', 'Plage', 2)]);
    renderWithClient(<PlaylistLibrary playlistHref={href} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Renommer Plage' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Nom');
    await userEvent.clear(name);
    await userEvent.type(name, 'Plages');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.sent('PATCH /playlists/pl1')).toEqual([{ name: 'Plages' }]));
  });

  it('delete asks first and says the posts stay, just leaving the playlist', async () => {
    const api = playlistClient([playlistOf('pl1', 'Plage', 2)]);
    renderWithClient(<PlaylistLibrary playlistHref={href} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Plage' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer Plage ?' });
    expect(
      within(dialog).getByText(
        'Ses 2 posts restent publiés tels quels : ils quittent simplement cette playlist.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.sent('DELETE /playlists/pl1')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Plage' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer la playlist' }),
    );
    await waitFor(() => expect(api.sent('DELETE /playlists/pl1')).toHaveLength(1));
  });
});
