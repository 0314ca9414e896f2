import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, isNotFound, LoadError, LoadingState, NotFoundState } from '../common/LoadState';

/**
 * What a collection's screen shows before its medias (spec 2 "Collection screen"): a spinner while loading, an
 * error with retry, or the empty state; null once there are medias to show.
 */
export function CollectionQueryState({
  query,
  empty,
  searching = false,
  backHref,
  onBack,
  recent = false,
}: {
  query: UseInfiniteQueryResult;
  empty: boolean;
  /** A search is on: an empty answer means nothing matched, not an empty collection. */
  searching?: boolean;
  /** The recent items rather than a collection: their own empty words. */
  recent?: boolean;
  /** The way back when the collection does not exist (the cloud). */
  backHref?: string | undefined;
  onBack?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState label={t('cloud_loading')} />;
  if (query.isError && isNotFound(query.error)) {
    return (
      <NotFoundState
        title={t('cloud_collection_not_found')}
        backLabel={t('cloud_back_to_cloud')}
        backHref={backHref}
        onBack={onBack}
      />
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('cloud_collection_load_error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (empty && searching) {
    return (
      <EmptyState title={t('cloud_search_empty_title')} description={t('cloud_search_empty_description')} />
    );
  }
  if (empty) {
    return (
      <EmptyState
        title={t(recent ? 'cloud_recent_empty_title' : 'cloud_collection_empty_title')}
        description={t(recent ? 'cloud_recent_empty_description' : 'cloud_collection_empty_description')}
      />
    );
  }
  return null;
}
