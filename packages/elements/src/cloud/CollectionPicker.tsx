import type { MediaChoice, MediaItem } from '@mym/sdk';
import { Button, Header, MediaSelectionCard, toggledSelection } from '@mym/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { CollectionQueryState } from './CollectionQueryState';
import { cloudQueries } from './cloud-queries';
import { CollectionMediaGrid, usePreloadedMediaGrid } from './LazyMediaGrid';
import { placeholderOf } from './media-placeholder';
import { isRecentMedia } from './recent-media';

export interface CollectionPickerProps {
  collectionId: string;
  /** How many medias the form takes: 1 for a post (spec 9), several for a push. */
  max: number;
  /** What the form holds already; it stays chosen, and counts toward the maximum. */
  selected: readonly MediaChoice[];
  /** Adding hands the whole choice back (id, preview url, file type: spec 2); the host writes it and goes back. */
  onAdd: (choice: MediaChoice[]) => void;
  onBack: () => void;
  /** Words on some medias' cards (a fan already bought or received them), by media id. */
  marks?: ReadonlyMap<string, string> | undefined;
}

/** A row of the picker's cards: the preview and its counts. */
const PICKER_ROW_HEIGHT_PX = 180;

function toChoice(media: MediaItem): MediaChoice {
  return { id: media.id, preview: media.preview, type: media.type };
}

/**
 * The collection screen (spec 2): the collection's name as title, its medias 20 per page with infinite scroll,
 * loading, error with retry and empty states, and a bottom bar with the chosen count and the add button. With a
 * maximum of one, choosing another media replaces the choice and choosing it again clears it.
 */
export function CollectionPicker({
  collectionId,
  max,
  selected,
  onAdd,
  onBack,
  marks,
}: CollectionPickerProps) {
  const { t, i18n } = useTranslation();
  usePreloadedMediaGrid();
  const client = useCreatorClient();
  const query = useInfiniteQuery(cloudQueries.collection(client, collectionId));
  const [choice, setChoice] = useState<MediaChoice[]>(() => [...selected]);
  const pages = query.data?.pages;
  const medias = useMemo(() => pages?.flatMap((page) => page.medias) ?? [], [pages]);
  const name = isRecentMedia(collectionId)
    ? t('cloud_recent_title')
    : (query.data?.pages[0]?.collection.name ?? t('cloud_collection_title'));

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

  const chosen = choice.map((media) => media.id);
  const labels = {
    select: (_media: unknown, index: number) => t('cloud_select_media', { position: index + 1 }),
    previewUnavailable: t('media_preview_unavailable'),
    images: (count: number) => t('cloud_image_count', { count }),
    videos: (count: number) => t('cloud_video_count', { count }),
    duration: (text: string) => t('cloud_duration', { duration: text }),
  };

  return (
    <section className="mym-picker" aria-labelledby="mym-picker-title" data-state={query.status}>
      <Header id="mym-picker-title" title={name} onBack={onBack} backLabel={t('back')} headingLevel={1} />
      <CollectionQueryState
        query={query}
        empty={medias.length === 0}
        recent={isRecentMedia(collectionId)}
        onBack={onBack}
      />
      <CollectionMediaGrid
        name={name}
        medias={medias}
        query={query}
        rowHeight={PICKER_ROW_HEIGHT_PX}
        className="mym-media-grid"
        renderItem={(media, index) => {
          const checked = chosen.includes(media.id);
          return (
            <MediaSelectionCard
              item={{ ...media, placeholder: placeholderOf(media.thumbhash) }}
              index={index}
              checked={checked}
              disabled={!checked && max > 1 && chosen.length >= max}
              onToggle={() => changeSelection(toggledSelection(chosen, media.id, max))}
              labels={labels}
              locale={i18n.language}
              mark={marks?.get(media.id)}
            />
          );
        }}
      />
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
