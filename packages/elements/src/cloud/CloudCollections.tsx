import type { CollectionSummary } from '@mym/sdk';
import { Button, Header, InfiniteList } from '@mym/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPreview } from '../common/MediaPreview';
import { useCloudChanges } from './use-cloud-changes';

/** A managed row holds the collection and, under it, its actions: fixed, so the list can skip hidden rows. */
const MANAGED_ROW_HEIGHT = 136;

type CollectionDialog =
  | { kind: 'create' }
  | { kind: 'rename'; collection: CollectionSummary }
  | { kind: 'delete'; collection: CollectionSummary };

import { EmptyState, LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { CollectionOpener } from './CollectionOpener';
import { cloudQueries } from './cloud-queries';
import { RECENT_MEDIA } from './recent-media';

// The dialogs load when one opens, not with the list.
const NameDialog = lazy(() =>
  import('../common/NameDialog').then((module) => ({ default: module.NameDialog })),
);
const DeleteCollectionDialog = lazy(() =>
  import('./DeleteCollectionDialog').then((module) => ({ default: module.DeleteCollectionDialog })),
);

export interface CloudCollectionsProps {
  /** The creator opens a collection to pick from it. */
  onOpen: (collection: CollectionSummary) => void;
  /**
   * Where a collection is on the host, when it has a page of its own: each collection is then a link (opened in a
   * new tab, shared), followed in place on a plain click. Without it, a button.
   */
  collectionHref?: ((collection: CollectionSummary) => string) | undefined;
  /** A way back, when the cloud is a step of something else (a composer); none when it is the screen itself. */
  onBack?: (() => void) | undefined;
  /** The library itself (not a picker): create, rename and delete collections. */
  manage?: boolean;
}

/** The recent items, opened like a collection. */
const RECENT_SUMMARY: CollectionSummary = { id: RECENT_MEDIA, name: '', preview: null, mediaCount: 0 };

/** The cloud screen of a picker: the creator's collections, page after page, each opening its medias. */
export function CloudCollections({ onOpen, onBack, manage = false, collectionHref }: CloudCollectionsProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const query = useInfiniteQuery(cloudQueries.collections(client));
  const collections = query.data?.pages.flatMap((page) => page.collections) ?? [];
  const changes = useCloudChanges();
  const [dialog, setDialog] = useState<CollectionDialog | null>(null);
  const nameLabels = {
    name: t('cloud_collection_name'),
    save: t('cloud_collection_save'),
    cancel: t('cloud_cancel'),
    failed: t('cloud_change_error'),
  };

  return (
    <section className="mym-cloud" aria-labelledby="mym-cloud-title" data-state={query.status}>
      <Header
        id="mym-cloud-title"
        title={t('cloud_title')}
        {...(onBack ? { onBack, backLabel: t('back') } : {})}
        headingLevel={1}
      />
      {manage && (
        <Button className="mym-cloud__new" variant="secondary" onClick={() => setDialog({ kind: 'create' })}>
          {t('cloud_new_collection')}
        </Button>
      )}
      {/* The recent items first: every upload is there, those in no collection too (spec 2). */}
      <div className="mym-cloud__row mym-cloud__recent">
        <CollectionOpener href={collectionHref?.(RECENT_SUMMARY)} onOpen={() => onOpen(RECENT_SUMMARY)}>
          <span className="mym-cloud__recent-icon" aria-hidden="true">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <rect x="3" y="7" width="14" height="14" rx="2" />
              <path d="M7 3h12a2 2 0 0 1 2 2v12" />
            </svg>
          </span>
          <span className="mym-cloud__collection-name">{t('cloud_recent_title')}</span>
          <span className="mym-cloud__collection-count">{t('cloud_recent_description')}</span>
        </CollectionOpener>
      </div>
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
          rowHeight={manage ? MANAGED_ROW_HEIGHT : 88}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          loadingLabel={t('cloud_loading')}
          onLoadMore={() => void query.fetchNextPage()}
          renderItem={(collection) => (
            <div className="mym-cloud__row">
              <CollectionOpener href={collectionHref?.(collection)} onOpen={() => onOpen(collection)}>
                <MediaPreview type="image" preview={collection.preview} alt="" />
                <span className="mym-cloud__collection-name">{collection.name}</span>
                <span className="mym-cloud__collection-count">
                  {collection.imageCount === undefined || collection.videoCount === undefined
                    ? t('cloud_media_count', { count: collection.mediaCount })
                    : `${t('cloud_image_count', { count: collection.imageCount })} · ${t('cloud_video_count', { count: collection.videoCount })}`}
                </span>
              </CollectionOpener>
              {manage && (
                <span className="mym-cloud__row-actions">
                  <Button
                    variant="tertiary"
                    size="small"
                    aria-label={t('cloud_rename_named', { name: collection.name })}
                    onClick={() => setDialog({ kind: 'rename', collection })}
                  >
                    {t('cloud_rename')}
                  </Button>
                  <Button
                    variant="tertiary"
                    size="small"
                    aria-label={t('cloud_delete_named', { name: collection.name })}
                    onClick={() => setDialog({ kind: 'delete', collection })}
                  >
                    {t('cloud_delete')}
                  </Button>
                </span>
              )}
            </div>
          )}
        />
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && (
          <NameDialog
            title={t('cloud_new_collection')}
            labels={nameLabels}
            // A new collection is empty: the creator lands in it, where uploads go.
            onSubmit={async (name) => onOpen(await changes.create(name))}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'rename' && (
          <NameDialog
            title={t('cloud_rename_named', { name: dialog.collection.name })}
            labels={nameLabels}
            initialName={dialog.collection.name}
            onSubmit={(name) => changes.rename(dialog.collection.id, name)}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteCollectionDialog
            collection={dialog.collection}
            others={collections.filter((other) => other.id !== dialog.collection.id)}
            onDelete={(options) => changes.deleteCollection(dialog.collection.id, options)}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </section>
  );
}
