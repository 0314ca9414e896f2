import { formatDuration } from '@mym/constants/money';
import { cx } from '../class-names';
import { ImageIcon, VideoIcon } from '../icons/icons';
import { InfiniteList } from '../infinite-list/infinite-list';
import { MediaPreview } from '../media-preview/media-preview';
import { formatPrice, type MinorUnitPrice } from './price';

/** A media as the grid shows it (spec 3 "Media item"). */
export interface MediaGridItem {
  id: string;
  type: string;
  preview?: string | null;
  price?: MinorUnitPrice | null;
  imageCount?: number;
  videoCount?: number;
  /** Seconds; shown as mm:ss. */
  duration?: number | null;
  /** A tiny picture painted while the preview loads (a data URL, e.g. a decoded thumbhash). */
  placeholder?: string | null;
}

export interface MediaGridLabels {
  /** Name of an item's checkbox. */
  select: (item: MediaGridItem, index: number) => string;
  /** Read for a card whose preview is missing or fails to load ("Preview unavailable"). */
  previewUnavailable: string;
  images?: (count: number) => string;
  videos?: (count: number) => string;
  duration?: (text: string) => string;
}

export interface MediaSelectionGridProps {
  /** Translated name of the grid. */
  label: string;
  items: readonly MediaGridItem[];
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  /** How many may be chosen (spec 2); with 1, choosing another replaces the choice. */
  maxSelectable?: number;
  labels: MediaGridLabels;
  locale?: string;
  columns?: number;
  rowHeight?: number;
  onLoadMore?: () => void;
  hasMore?: boolean;
  loading?: boolean;
  loadingLabel?: string;
  /** `window` pages with the document; `self` scrolls inside a box of the given height. */
  scroller?: 'window' | 'self';
  height?: number;
  className?: string;
}

/**
 * The choice after a media is clicked: a chosen one is unchosen; with a maximum of one, another replaces the
 * choice; beyond the maximum, nothing changes (spec 2 "Collection screen").
 */
export function toggledSelection(
  selectedIds: readonly string[],
  id: string,
  maxSelectable: number,
): string[] {
  if (selectedIds.includes(id)) return selectedIds.filter((s) => s !== id);
  if (maxSelectable === 1) return [id];
  if (selectedIds.length >= maxSelectable) return [...selectedIds];
  return [...selectedIds, id];
}

/**
 * Medias to choose from, each with its price, image and video counts, duration (mm:ss) and a checkbox
 * (spec 2 "media selection grid"). Choosing a chosen media again unchooses it (spec 2 "Collection screen").
 */
export function MediaSelectionGrid({
  label,
  items,
  selectedIds,
  onSelectionChange,
  maxSelectable = 1,
  labels,
  locale,
  columns = 3,
  rowHeight = 180,
  className,
  ...paging
}: MediaSelectionGridProps) {
  const full = selectedIds.length >= maxSelectable;

  const toggle = (id: string) => onSelectionChange(toggledSelection(selectedIds, id, maxSelectable));

  return (
    <InfiniteList
      {...paging}
      className={cx('mym-media-grid', className)}
      label={label}
      items={items}
      itemKey={(item) => item.id}
      columns={columns}
      rowHeight={rowHeight}
      renderItem={(item, index) => {
        const checked = selectedIds.includes(item.id);
        return (
          <MediaSelectionCard
            item={item}
            index={index}
            checked={checked}
            disabled={!checked && full && maxSelectable > 1}
            onToggle={() => toggle(item.id)}
            labels={labels}
            locale={locale}
          />
        );
      }}
    />
  );
}

export interface MediaSelectionCardProps {
  item: MediaGridItem;
  /** Position in the whole list, from 0 (names the checkbox). */
  index: number;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  labels: MediaGridLabels;
  locale?: string | undefined;
  /** A word on the card about this media (a fan "already bought" it), also read with its checkbox. */
  mark?: string | undefined;
}

/**
 * One media of the selection grid: its preview (with its placeholder while it loads), price, counts, duration
 * and checkbox. Exported for grids that place cards themselves (the cloud's virtualized picker).
 */
export function MediaSelectionCard({
  item,
  index,
  checked,
  disabled,
  onToggle,
  labels,
  locale,
  mark,
}: MediaSelectionCardProps) {
  return (
    <label
      className={cx('mym-media-card', checked && 'mym-media-card--selected')}
      data-mark={mark ? '' : undefined}
    >
      <input
        type="checkbox"
        className="mym-media-card__checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        aria-label={mark ? `${labels.select(item, index)}, ${mark}` : labels.select(item, index)}
      />
      {mark && (
        <span className="mym-media-card__mark" aria-hidden="true">
          {mark}
        </span>
      )}
      <MediaPreview
        type={item.type}
        preview={item.preview}
        placeholder={item.placeholder}
        alt=""
        fallbackLabel={labels.previewUnavailable}
      />
      <span className="mym-media-card__meta">
        {item.price && <span className="mym-media-card__price">{formatPrice(item.price, locale)}</span>}
        {item.imageCount != null && (
          <span className="mym-media-card__count">
            <ImageIcon />
            <span aria-hidden="true">{item.imageCount}</span>
            <span className="mym-visually-hidden">{(labels.images ?? String)(item.imageCount)}</span>
          </span>
        )}
        {item.videoCount != null && (
          <span className="mym-media-card__count">
            <VideoIcon />
            <span aria-hidden="true">{item.videoCount}</span>
            <span className="mym-visually-hidden">{(labels.videos ?? String)(item.videoCount)}</span>
          </span>
        )}
        {item.duration != null && (
          <span className="mym-media-card__duration">
            {(labels.duration ?? String)(formatDuration(item.duration))}
          </span>
        )}
      </span>
    </label>
  );
}
