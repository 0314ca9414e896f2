import { lazy, Suspense, useEffect } from 'react';
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
