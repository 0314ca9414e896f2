import type { PostForm } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { MediaThumbnails } from '../common/MediaThumbnails';
import { PostUpload } from './PostUpload';

export interface PostMediaFieldProps {
  form: UseFormReturn<PostForm>;
  /** Opens the cloud to choose the media (the collection screen of spec 2, one media). */
  onPick: () => void;
}

/**
 * The post's one media (spec 3 "media": a file or a cloud item, required by spec 5): uploaded from the device or
 * picked in the cloud, shown as fans will see its preview, removable. Every key it breaks shows under it.
 */
export function PostMediaField({ form, onPick }: PostMediaFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const media = useWatch({ control: form.control, name: 'media' });
  const errors = form.formState.errors.media;
  const keys = Object.keys(errors?.types ?? {});
  const error = fieldError(form, 'media', t);
  const messages = keys.length > 1 ? keys.map((key) => t(key)) : error ? [error] : [];
  const chosen = media && 'id' in media && media.id ? [{ ...media, id: media.id }] : [];

  const choose = (next: PostForm['media']) => {
    form.clearErrors('media');
    form.setValue('media', next, { shouldDirty: true });
  };

  return (
    <fieldset
      className="mym-field-card mym-post-media"
      part="media"
      aria-invalid={messages.length > 0 ? true : undefined}
      aria-describedby={messages.length > 0 ? errorId : undefined}
    >
      <legend className="mym-field-card__legend">{t('post_media_title')}</legend>
      {chosen.length > 0 ? (
        <MediaThumbnails medias={chosen} label={t('post_media_chosen')} onRemove={() => choose(null)} />
      ) : (
        <PostUpload
          onUploaded={choose}
          onRefused={(refused) =>
            form.setError('media', {
              type: 'rule',
              message: refused[0] ?? '',
              types: Object.fromEntries(refused.map((key) => [key, key])),
            })
          }
        />
      )}
      <Button variant="secondary" onClick={onPick}>
        {chosen.length > 0 ? t('post_media_change') : t('post_media_pick')}
      </Button>
      {messages.length > 0 && (
        <div id={errorId} className="mym-field__error" role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </fieldset>
  );
}
