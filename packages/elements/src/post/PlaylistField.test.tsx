import { type Playlist, type PostForm, postFormDefaults } from '@mym/sdk';
import { broken } from '@mym/sdk/testing';
import { preloadTagInput } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playlistQueries } from '../common/playlist-queries';
import { useCreatorClient } from '../creator-client';
import { playlistClient, playlistOf } from '../test-support/playlist-client';
import { renderWithClient } from '../test-support/render-with-client';
import { PostDetailsFields } from './PostDetailsFields';

afterEach(cleanup);

/** The wizard's details step as the composer holds it: one form, the playlists read through the shared query. */
function DetailsStep() {
  const form = useForm<PostForm>({ defaultValues: postFormDefaults(new Date('2026-11-01T10:00:00Z')) });
  const playlists = useQuery(playlistQueries.list(useCreatorClient())).data ?? ([] as Playlist[]);
  const chosen = useWatch({ control: form.control, name: 'playlists' });
  return (
    <>
      <PostDetailsFields form={form} playlists={playlists} />
      <output data-testid="chosen">{chosen.join(',')}</output>
    </>
  );
}

describe("the post wizard's playlist field (playlists usable from the wizard)", () => {
  // A creator who types has focused the field first: its suggestions' code is here by the first keystroke.
  beforeAll(() => preloadTagInput());

  it('typing a new name offers to create it; choosing that creates the playlist and picks it', async () => {
    const api = playlistClient([playlistOf('pl1', 'Plage')]);
    renderWithClient(<DetailsStep />, api.client);
    await waitFor(() => expect(api.sent('GET /playlists')).not.toEqual([]));
    await userEvent.type(screen.getByRole('combobox'), 'Voyages');
    await userEvent.click(await screen.findByRole('option', { name: 'Créer la playlist « voyages »' }));
    await waitFor(() => expect(api.sent('POST /playlists')).toEqual([{ name: 'voyages', mediaIds: [] }]));
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('pl-new'));
    expect(screen.getByRole('button', { name: 'Retirer la playlist voyages' })).toBeTruthy();
  });

  it('an existing playlist is picked by its id, and nothing is created', async () => {
    const api = playlistClient([playlistOf('pl1', 'Plage')]);
    renderWithClient(<DetailsStep />, api.client);
    await waitFor(() => expect(api.sent('GET /playlists')).not.toEqual([]));
    await userEvent.type(screen.getByRole('combobox'), 'pla');
    await userEvent.click(await screen.findByRole('option', { name: 'Plage' }));
    expect(screen.getByTestId('chosen').textContent).toBe('pl1');
    expect(api.sent('POST /playlists')).toEqual([]);
  });

  it('a playlist that cannot be created says so under the field and is not picked', async () => {
    const api = playlistClient([]);
    api.answerNext('POST /playlists', broken());
    renderWithClient(<DetailsStep />, api.client);
    await userEvent.type(screen.getByRole('combobox'), 'Hiver');
    await userEvent.click(await screen.findByRole('option', { name: 'Créer la playlist « hiver »' }));
    expect(await screen.findByText("La playlist « hiver » n'a pas pu être créée. Réessayez.")).toBeTruthy();
    expect(screen.getByTestId('chosen').textContent).toBe('');
  });
});
