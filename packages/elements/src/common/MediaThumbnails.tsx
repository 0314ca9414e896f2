import { useTranslation } from 'react-i18next';
import { MediaPreview } from './MediaPreview';

/** A push form's media as the picker wrote it: id, and the preview and type the cloud gave (spec 2). */
type ChosenMedia = { id: string; preview?: string | null; type?: string };

export interface MediaThumbnailsProps {
  medias: readonly { id: string }[];
  /** Translated name of the list, when it needs one beside its heading. */
  label?: string | undefined;
  /** Offers a remove button on each media. */
  onRemove?: ((id: string) => void) | undefined;
}

/** The chosen medias as thumbnails, in order, each named by its position. */
export function MediaThumbnails({ medias, label, onRemove }: MediaThumbnailsProps) {
  const { t } = useTranslation();
  return (
    <ul className="mym-media-thumbnails" aria-label={label}>
      {(medias as readonly ChosenMedia[]).map((media, index) => (
        <li key={media.id} className="mym-media-thumbnails__item">
          <MediaPreview
            type={media.type ?? 'image'}
            preview={media.preview ?? null}
            alt={t('push_media_alt', { position: index + 1 })}
          />
          {onRemove && (
            <button
              type="button"
              className="mym-media-thumbnails__remove"
              aria-label={t('push_media_remove', { position: index + 1 })}
              onClick={() => onRemove(media.id)}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
