import type { CollectionSummary } from '@mym/sdk';
import { Header, InfiniteList, MediaPreview } from '@mym/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { cloudQueries } from './cloud-queries';
import { EmptyState, LoadError, LoadingState } from './LoadState';

export interface CloudCollectionsProps {
  /** The creator opens a collection to pick from it. */
  onOpen: (collection: CollectionSummary) => void;
  /** A way back, when the cloud is a step of something else (a composer); none when it is the screen itself. */
  onBack?: (() => void) | undefined;
}

/** The cloud screen of a picker: the creator's collections, page after page, each opening its medias. */
export function CloudCollections({ onOpen, onBack }: CloudCollectionsProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const query = useInfiniteQuery(cloudQueries.collections(client));
  const collections = query.data?.pages.flatMap((page) => page.collections) ?? [];

  return (
    <section className="mym-cloud" aria-labelledby="mym-cloud-title" data-state={query.status}>
      <Header
        id="mym-cloud-title"
        title={t('cloud_title')}
        {...(onBack ? { onBack, backLabel: t('back') } : {})}
        headingLevel={1}
      />
      {query.isPending ? (
        <LoadingState label={t('cloud_loading')} />
      ) : query.isError ? (
        <LoadError
          title={t('cloud_load_error')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : collections.length === 0 ? (
        <EmptyState title={t('cloud_empty_title')} description={t('cloud_empty_description')} />
      ) : (
        <InfiniteList
          label={t('cloud_collections_label')}
          items={collections}
          itemKey={(collection) => collection.id}
          rowHeight={88}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          loadingLabel={t('cloud_loading')}
          onLoadMore={() => void query.fetchNextPage()}
          renderItem={(collection) => (
            <button type="button" className="mym-cloud__collection" onClick={() => onOpen(collection)}>
              <MediaPreview type="image" preview={collection.preview} alt="" />
              <span className="mym-cloud__collection-name">{collection.name}</span>
              <span className="mym-cloud__collection-count">
                {t('cloud_media_count', { count: collection.mediaCount })}
              </span>
            </button>
          )}
        />
      )}
    </section>
  );
}
