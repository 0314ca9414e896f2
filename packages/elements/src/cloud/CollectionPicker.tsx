import type { MediaChoice, MediaItem } from '@mym/sdk';
import { Button, Header, MediaSelectionGrid } from '@mym/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { CollectionQueryState } from './CollectionQueryState';
import { cloudQueries } from './cloud-queries';

export interface CollectionPickerProps {
  collectionId: string;
  /** How many medias the form takes: 1 for a post (spec 9), several for a push. */
  max: number;
  /** What the form holds already; it stays chosen, and counts toward the maximum. */
  selected: readonly MediaChoice[];
  /** Adding hands the whole choice back (id, preview url, file type: spec 2); the host writes it and goes back. */
  onAdd: (choice: MediaChoice[]) => void;
  onBack: () => void;
}

function toChoice(media: MediaItem): MediaChoice {
  return { id: media.id, preview: media.preview, type: media.type };
}

/**
 * The collection screen (spec 2): the collection's name as title, its medias 20 per page with infinite scroll,
 * loading, error with retry and empty states, and a bottom bar with the chosen count and the add button. With a
 * maximum of one, choosing another media replaces the choice and choosing it again clears it.
 */
export function CollectionPicker({ collectionId, max, selected, onAdd, onBack }: CollectionPickerProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const query = useInfiniteQuery(cloudQueries.collection(client, collectionId));
  const [choice, setChoice] = useState<MediaChoice[]>(() => [...selected]);
  const medias = query.data?.pages.flatMap((page) => page.medias) ?? [];
  const name = query.data?.pages[0]?.collection.name ?? t('cloud_collection_title');

  const changeSelection = (ids: string[]) => {
    const visible = new Map(medias.map((media) => [media.id, media]));
    // Medias chosen in another collection stay chosen; only this grid's part of the choice changes.
    const elsewhere = max === 1 ? [] : choice.filter((media) => !visible.has(media.id));
    const here = ids.flatMap((id) => {
      const media = visible.get(id);
      return media ? [toChoice(media)] : [];
    });
    setChoice([...elsewhere, ...here].slice(-max));
  };

  return (
    <section className="mym-picker" aria-labelledby="mym-picker-title" data-state={query.status}>
      <Header id="mym-picker-title" title={name} onBack={onBack} backLabel={t('back')} headingLevel={1} />
      <CollectionQueryState query={query} empty={medias.length === 0} />
      {medias.length > 0 && (
        <MediaSelectionGrid
          label={t('cloud_collection_grid_label', { name })}
          items={medias}
          selectedIds={choice.map((media) => media.id)}
          onSelectionChange={changeSelection}
          maxSelectable={max}
          locale={i18n.language}
          labels={{
            select: (_media, index) => t('cloud_select_media', { position: index + 1 }),
            images: (count) => t('cloud_image_count', { count }),
            videos: (count) => t('cloud_video_count', { count }),
            duration: (text) => t('cloud_duration', { duration: text }),
          }}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          loadingLabel={t('cloud_loading')}
          onLoadMore={() => void query.fetchNextPage()}
        />
      )}
      <div className="mym-picker__bar" part="picker-bar">
        <span className="mym-picker__count" aria-live="polite">
          {t('cloud_selected_count', { count: choice.length, max })}
        </span>
        <Button onClick={() => onAdd(choice)} disabled={choice.length === 0}>
          {t('cloud_add')}
        </Button>
      </div>
    </section>
  );
}
