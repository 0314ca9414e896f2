import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../common/LoadState';
import type MediaGridComponent from './MediaGrid';
import type { MediaGridProps } from './MediaGrid';

/** The grid's code (the virtualizer with it) is fetched by the screens that show medias, not by every cloud screen. */
const loadMediaGrid = () => import('./MediaGrid');
const MediaGrid = lazy(loadMediaGrid) as unknown as typeof MediaGridComponent;

/** Starts fetching the grid's code while the screen asks for its first page, so neither waits for the other. */
export function usePreloadedMediaGrid(): void {
  useEffect(() => {
    void loadMediaGrid();
  }, []);
}

/** The virtualized media grid, with the loading state while its code arrives. */
export function LazyMediaGrid<Item>(props: MediaGridProps<Item>) {
  return (
    <Suspense fallback={<LoadingState label={props.loadingLabel} />}>
      <MediaGrid {...props} />
    </Suspense>
  );
}

/**
 * A collection's medias in the grid, the next page of its query asked as the creator nears the end; nothing while
 * the collection shows none (its query state says why).
 */
export function CollectionMediaGrid<Item extends { id: string }>({
  name,
  medias,
  query,
  rowHeight,
  className,
  renderItem,
}: {
  /** The collection's name, which names the grid. */
  name: string;
  medias: readonly Item[];
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  rowHeight: number;
  className?: string;
  renderItem: (item: Item, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  if (medias.length === 0) return null;
  return (
    <LazyMediaGrid
      label={t('cloud_collection_grid_label', { name })}
      items={medias}
      itemKey={(media) => media.id}
      rowHeight={rowHeight}
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      loadingLabel={t('cloud_loading')}
      onLoadMore={() => void query.fetchNextPage()}
      className={className}
      renderItem={renderItem}
    />
  );
}
