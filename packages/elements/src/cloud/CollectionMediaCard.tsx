import type { CollectionSummary, MediaItem } from '@mym/sdk';
import { formatPrice } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { MediaPreview } from '../common/MediaPreview';
import { MediaActions } from './MediaActions';
import { placeholderOf } from './media-placeholder';

/**
 * A media of the collection screen: its preview over its thumbhash placeholder while it loads (the fallback icon
 * when it has none), the duration of a video, the price, and its actions.
 */
export function CollectionMediaCard({
  media,
  index,
  targets,
}: {
  media: MediaItem;
  index: number;
  targets: readonly CollectionSummary[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <figure className="mym-media-card">
      <MediaPreview
        type={media.type}
        preview={media.preview}
        placeholder={placeholderOf(media.thumbhash)}
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
  );
}
