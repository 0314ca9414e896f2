import { CreatorApiError, type PostRecord } from '@mym/sdk';
import { Header } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingState } from '../common/LoadState';
import { playlistQueries } from '../common/playlist-queries';
import { useCreatorClient } from '../creator-client';
import { usePlaylistChanges } from './use-playlist-changes';

// The drag and drop code comes with the first playlist that has posts to order, not with the playlists list.
const PlaylistPostOrder = lazy(() =>
  import('./PlaylistPostOrder').then((module) => ({ default: module.PlaylistPostOrder })),
);

export interface PlaylistDetailProps {
  playlistId: string;
  /** Where one post's page is on the host. */
  postHref: (post: PostRecord) => string;
  /** Where the playlists are on the host (the header's back button). */
  backHref?: string | undefined;
}

type Saving = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * `/v2/tools/playlists/:id` (spec 2): the playlist's posts in its order, each with its preview, caption and state
 * and a link to its page; the creator reorders them by drag or keyboard and the order is saved on each drop.
 */
export function PlaylistDetail({ playlistId, postHref, backHref }: PlaylistDetailProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const playlist = useQuery(playlistQueries.detail(client, playlistId));
  const posts = useQuery(playlistQueries.posts(client, playlistId));
  const changes = usePlaylistChanges();
  const [saving, setSaving] = useState<Saving>('idle');
  const name = playlist.data?.name ?? t('playlist_title');
  const failed = playlist.isError ? playlist : posts.isError ? posts : null;
  const missing = failed?.error instanceof CreatorApiError && failed.error.status === 404;

  const reorder = async (ordered: PostRecord[]) => {
    setSaving('saving');
    try {
      await changes.reorder(playlistId, ordered);
      setSaving('saved');
    } catch {
      setSaving('failed');
    }
  };

  return (
    <section
      className="mym-playlist"
      aria-labelledby="mym-playlist-title"
      data-state={failed ? 'error' : posts.status}
      aria-busy={saving === 'saving' || undefined}
    >
      <Header
        id="mym-playlist-title"
        title={name}
        headingLevel={1}
        {...(backHref
          ? { onBack: () => window.location.assign(backHref), backLabel: t('playlist_back') }
          : {})}
      />
      {playlist.data && (
        <p className="mym-playlists__count">
          {t('playlists_post_count', { count: playlist.data.postCount })}
        </p>
      )}
      {failed ? (
        missing ? (
          <EmptyState title={t('playlist_load_error')} description={t('playlist_not_found')} />
        ) : (
          <LoadError
            title={t('playlist_load_error')}
            onRetry={() => void Promise.all([playlist.refetch(), posts.refetch()])}
            retrying={playlist.isFetching || posts.isFetching}
          />
        )
      ) : playlist.isPending || !posts.data ? (
        <LoadingState label={t('playlists_loading')} />
      ) : posts.data.length === 0 ? (
        <EmptyState title={t('playlist_empty_title')} description={t('playlist_empty_description')} />
      ) : (
        <Suspense fallback={<LoadingState label={t('playlists_loading')} />}>
          <PlaylistPostOrder
            label={t('playlist_posts_label', { name })}
            posts={posts.data}
            postHref={postHref}
            onReorder={(ordered) => void reorder(ordered)}
          />
        </Suspense>
      )}
      <p className="mym-playlist__status" role="status">
        {saving === 'saved' ? t('playlist_order_saved') : ''}
      </p>
      {saving === 'failed' && (
        <p className="mym-form-error" role="alert">
          {t('playlist_order_error')}
        </p>
      )}
    </section>
  );
}
