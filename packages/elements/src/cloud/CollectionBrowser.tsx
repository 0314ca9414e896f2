import { formatPrice, Header, InfiniteList, MediaPreview } from '@mym/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { CollectionQueryState } from './CollectionQueryState';
import { CollectionUploads } from './CollectionUploads';
import { cloudQueries } from './cloud-queries';
import { MediaActions } from './MediaActions';

export interface CollectionBrowserProps {
  collectionId: string;
  /** Where the collections are on the host (the header's back button). */
  backHref?: string | undefined;
}

/**
 * `/mym-cloud/collections/:id` (spec 2 "Collection screen"): the collection's medias with preview, price, image
 * and video counts and duration, 20 per page with infinite scroll, loading, error with retry and empty states,
 * and uploads into it.
 */
export function CollectionBrowser({ collectionId, backHref }: CollectionBrowserProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const query = useInfiniteQuery(cloudQueries.collection(client, collectionId));
  const medias = query.data?.pages.flatMap((page) => page.medias) ?? [];
  const name = query.data?.pages[0]?.collection.name ?? t('cloud_collection_title');
  const targets = (useQuery(cloudQueries.allCollections(client)).data ?? []).filter(
    (collection) => collection.id !== collectionId,
  );

  return (
    <section className="mym-cloud" aria-labelledby="mym-collection-title" data-state={query.status}>
      <Header
        id="mym-collection-title"
        title={name}
        headingLevel={1}
        {...(backHref ? { onBack: () => window.location.assign(backHref), backLabel: t('back') } : {})}
      />
      <CollectionUploads collectionId={collectionId} />
      <CollectionQueryState query={query} empty={medias.length === 0} />
      {medias.length > 0 && (
        <InfiniteList
          label={t('cloud_collection_grid_label', { name })}
          items={medias}
          itemKey={(media) => media.id}
          columns={3}
          rowHeight={232}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          loadingLabel={t('cloud_loading')}
          onLoadMore={() => void query.fetchNextPage()}
          renderItem={(media, index) => (
            <figure className="mym-media-card">
              <MediaPreview
                type={media.type}
                preview={media.preview}
                duration={media.duration}
                alt={t('cloud_media_alt', { position: index + 1 })}
              />
              {/* The preview shows a video's duration (mm:ss, spec 2); the caption adds the price. */}
              {media.price && (
                <figcaption className="mym-media-card__meta">
                  <span className="mym-media-card__price">{formatPrice(media.price, i18n.language)}</span>
                </figcaption>
              )}
              <MediaActions media={media} position={index + 1} targets={targets} />
            </figure>
          )}
        />
      )}
    </section>
  );
}
