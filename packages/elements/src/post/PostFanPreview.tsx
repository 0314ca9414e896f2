import type { PostForm } from '@mym/sdk';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MediaPreview } from '../common/MediaPreview';
import { formatPostDate } from '../common/post-state/post-state';
import { FanPreview } from '../composer/FanPreview';

export interface PostFanPreviewProps {
  form: UseFormReturn<PostForm>;
  /** The creator's time zone, the one the schedule field speaks in. */
  timeZone: string;
}

/**
 * What fans will see of the post, as the creator types: its media, the caption as written, who may see it
 * (subscribers only when private) and when it comes out. Beside the form on a laptop, under it on a phone.
 */
export function PostFanPreview({ form, timeZone }: PostFanPreviewProps) {
  const { t, i18n } = useTranslation();
  const [media, caption, isPrivate, isScheduled, scheduledAt] = useWatch({
    control: form.control,
    name: ['media', 'caption', 'isPrivate', 'isScheduled', 'scheduledAt'],
  });
  const duration = media && 'duration' in media ? media.duration : null;
  return (
    <FanPreview title={t('post_preview_title')}>
      {media ? (
        <MediaPreview
          type={media.type}
          preview={media.preview}
          duration={duration}
          alt={t('post_media_alt')}
        />
      ) : (
        <p className="mym-fan-preview__empty">{t('post_preview_no_media')}</p>
      )}
      <p className="mym-fan-preview__caption">{caption.trim() || t('post_preview_no_caption')}</p>
      <p className="mym-fan-preview__unlock">
        {isPrivate ? t('post_preview_private') : t('post_preview_public')}
        {' · '}
        {isScheduled
          ? t('post_preview_scheduled', {
              date: formatPostDate(scheduledAt, timeZone, i18n.language),
              timeZone,
            })
          : t('post_preview_now')}
      </p>
    </FanPreview>
  );
}
