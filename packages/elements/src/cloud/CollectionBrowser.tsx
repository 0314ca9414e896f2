import { Header } from '@mym/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { CollectionMediaCard } from './CollectionMediaCard';
import { CollectionMediaFilter, NO_MEDIA_FILTER } from './CollectionMediaFilter';
import { CollectionQueryState } from './CollectionQueryState';
import { CollectionUploads } from './CollectionUploads';
import { cloudQueries } from './cloud-queries';
import { CollectionMediaGrid, usePreloadedMediaGrid } from './LazyMediaGrid';
import { isRecentMedia } from './recent-media';

/** A row of cards: the preview, the price and the actions under it. */
const MEDIA_ROW_HEIGHT_PX = 232;

export interface CollectionBrowserProps {
  collectionId: string;
  /** Where the collections are on the host (the header's back button). */
  backHref?: string | undefined;
  /** Or what going back does, where the host has no page for it (a partner's `<mym-cloud>`). */
  onBack?: (() => void) | undefined;
}

/**
 * `/mym-cloud/collections/:id` (spec 2 "Collection screen"): the collection's medias with preview, price, image
 * and video counts and duration, 20 per page with infinite scroll in a virtualized grid (10,000 medias stay
 * smooth), loading, error with retry and empty states, and uploads into it.
 */
export function CollectionBrowser({ collectionId, backHref, onBack }: CollectionBrowserProps) {
  const back = onBack ?? (backHref ? () => window.location.assign(backHref) : undefined);
  const { t } = useTranslation();
  usePreloadedMediaGrid();
  const client = useCreatorClient();
  const [filter, setFilter] = useState(NO_MEDIA_FILTER);
  const query = useInfiniteQuery(cloudQueries.collection(client, collectionId, filter));
  const searching = filter.q !== '';
  const pages = query.data?.pages;
  const medias = useMemo(() => pages?.flatMap((page) => page.medias) ?? [], [pages]);
  const name = isRecentMedia(collectionId)
    ? t('cloud_recent_title')
    : (query.data?.pages[0]?.collection.name ?? t('cloud_collection_title'));
  const targets = (useQuery(cloudQueries.allCollections(client)).data ?? []).filter(
    (collection) => collection.id !== collectionId,
  );

  return (
    <section className="mym-cloud" aria-labelledby="mym-collection-title" data-state={query.status}>
      <Header
        id="mym-collection-title"
        title={name}
        headingLevel={1}
        {...(back ? { onBack: back, backLabel: t('back') } : {})}
      />
      {/* Nothing can be uploaded into a collection that does not exist. */}
      {!(query.isError && isNotFound(query.error)) && <CollectionUploads collectionId={collectionId} />}
      <CollectionMediaFilter onChange={setFilter} />
      <CollectionQueryState
        query={query}
        empty={medias.length === 0}
        searching={searching}
        backHref={backHref}
        onBack={onBack}
      />
      <CollectionMediaGrid
        name={name}
        medias={medias}
        query={query}
        rowHeight={MEDIA_ROW_HEIGHT_PX}
        renderItem={(media, index) => <CollectionMediaCard media={media} index={index} targets={targets} />}
      />
    </section>
  );
}
