import type { Playlist } from '@mym/sdk';
import { Button, Header } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingState } from '../common/LoadState';
import { MediaPreview } from '../common/MediaPreview';
import { playlistQueries } from '../common/playlist-queries';
import { useCreatorClient } from '../creator-client';
import { usePlaylistChanges } from './use-playlist-changes';

// The dialogs load when one opens, not with the list.
const NameDialog = lazy(() =>
  import('../common/NameDialog').then((module) => ({ default: module.NameDialog })),
);
const DeletePlaylistDialog = lazy(() =>
  import('./DeletePlaylistDialog').then((module) => ({ default: module.DeletePlaylistDialog })),
);

export interface PlaylistLibraryProps {
  /** Where one playlist's page is on the host. */
  playlistHref: (playlistId: string) => string;
}

type PlaylistDialog =
  | { kind: 'create' }
  | { kind: 'rename'; playlist: Playlist }
  | { kind: 'delete'; playlist: Playlist };

/**
 * `/v2/tools/playlists` (spec 2): the creator's playlists with their preview and post count, each opening its
 * posts in order; create, rename and delete (which asks first and says the posts stay).
 */
export function PlaylistLibrary({ playlistHref }: PlaylistLibraryProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const query = useQuery(playlistQueries.list(client));
  const changes = usePlaylistChanges();
  const [dialog, setDialog] = useState<PlaylistDialog | null>(null);
  const nameLabels = {
    name: t('playlists_name'),
    save: t('playlists_save'),
    cancel: t('playlists_cancel'),
    failed: t('playlists_change_error'),
  };
  const playlists = query.data ?? [];

  return (
    <section
      className="mym-playlists mym-list-screen"
      aria-labelledby="mym-playlists-title"
      data-state={query.status}
    >
      <Header id="mym-playlists-title" title={t('playlists_title')} headingLevel={1} />
      <Button
        className="mym-playlists__new"
        variant="secondary"
        onClick={() => setDialog({ kind: 'create' })}
      >
        {t('playlists_new')}
      </Button>
      {query.isPending ? (
        <LoadingState label={t('playlists_loading')} />
      ) : query.isError ? (
        <LoadError
          title={t('playlists_load_error')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : playlists.length === 0 ? (
        <EmptyState title={t('playlists_empty_title')} description={t('playlists_empty_description')} />
      ) : (
        <ul className="mym-playlists__items mym-card-list" aria-label={t('playlists_list_label')}>
          {playlists.map((playlist) => (
            <li key={playlist.id} className="mym-playlists__item">
              <a className="mym-row-card mym-playlists__link" href={playlistHref(playlist.id)}>
                <span className="mym-playlists__thumb">
                  <MediaPreview type="image" preview={playlist.preview} alt="" />
                </span>
                <span className="mym-playlists__name">{playlist.name}</span>
                <span className="mym-playlists__count">
                  {t('playlists_post_count', { count: playlist.postCount })}
                </span>
              </a>
              <span className="mym-playlists__actions">
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={t('playlists_rename_named', { name: playlist.name })}
                  onClick={() => setDialog({ kind: 'rename', playlist })}
                >
                  {t('playlists_rename')}
                </Button>
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={t('playlists_delete_named', { name: playlist.name })}
                  onClick={() => setDialog({ kind: 'delete', playlist })}
                >
                  {t('playlists_delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && (
          <NameDialog
            title={t('playlists_new')}
            labels={nameLabels}
            onSubmit={(name) => changes.create(name)}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'rename' && (
          <NameDialog
            title={t('playlists_rename_named', { name: dialog.playlist.name })}
            labels={nameLabels}
            initialName={dialog.playlist.name}
            onSubmit={(name) => changes.rename(dialog.playlist.id, name)}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeletePlaylistDialog
            playlist={dialog.playlist}
            onDelete={() => changes.deletePlaylist(dialog.playlist.id)}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </section>
  );
}
