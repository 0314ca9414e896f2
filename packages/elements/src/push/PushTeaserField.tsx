import { CreatorApiError, type PushForm } from '@mym/sdk';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, validateMediaFile } from '@mym/sdk/rules';
import { Button, MediaPreview, UploadZone } from '@mym/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { useCreatorClient } from '../creator-client';

/** What the upload zone offers for a teaser (spec 5 "Formats in the upload list"). */
const TEASER_ACCEPT = {
  'image/*': ['.jpeg', '.jpg', '.gif', '.png', '.webp'],
  'video/*': ['.mp4', '.mov', '.m4v'],
};

/**
 * The teaser (spec 3: an optional file everyone sees before paying): checked against the push file rules of
 * spec 5 before anything is sent, uploaded with progress, and removable.
 */
export function PushTeaserField({ form }: { form: UseFormReturn<PushForm> }) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const statusId = useId();
  const teaser = useWatch({ control: form.control, name: 'teaser' });
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) =>
      client.uploads.upload(file, {
        context: 'push',
        onProgress: (progress) => setPercent(progress.percent),
      }),
    onSuccess: (media) =>
      form.setValue(
        'teaser',
        { id: media.id, preview: media.preview, type: media.type },
        { shouldDirty: true },
      ),
    onError: (error) => {
      const fields = error instanceof CreatorApiError ? error.fields : undefined;
      setRefusal(fields?.file?.[0] ?? 'push_teaser_upload_error');
    },
    onSettled: () => setPercent(null),
  });

  const accept = (file: File) => {
    const keys = validateMediaFile({ type: file.type, size: file.size, name: file.name }, 'push');
    setRefusal(keys[0] ?? null);
    if (keys.length === 0) upload.mutate(file);
  };
  const error = refusal ? t(refusal) : fieldError(form, 'teaser', t);
  const shown = teaser && 'preview' in teaser ? teaser : null;

  return (
    <fieldset className="mym-push-field" part="teaser" aria-describedby={statusId}>
      <legend className="mym-push-field__legend">{t('push_teaser_title')}</legend>
      <p className="mym-push-field__hint">{t('push_teaser_hint')}</p>
      {shown ? (
        <div className="mym-push-teaser">
          <MediaPreview type={shown.type} preview={shown.preview} alt={t('push_teaser_alt')} />
          <Button
            variant="tertiary"
            size="small"
            onClick={() => form.setValue('teaser', null, { shouldDirty: true })}
          >
            {t('push_teaser_remove')}
          </Button>
        </div>
      ) : (
        <UploadZone
          prompt={t('push_teaser_prompt')}
          rules={t('push_teaser_rules')}
          accept={TEASER_ACCEPT}
          maxFiles={1}
          maxSize={Math.max(IMAGE_MAX_BYTES, VIDEO_MAX_BYTES)}
          disabled={upload.isPending}
          onFilesAccepted={([file]) => file && accept(file)}
          rejectionMessages={{
            'file-invalid-type': t('push_invalid_format_error'),
            'file-too-large': t('push_video_file_size_error'),
            'too-many-files': t('push_teaser_too_many'),
          }}
        />
      )}
      <p id={statusId} className="mym-push-field__hint" role="status">
        {percent !== null ? t('push_teaser_uploading', { percent }) : ''}
      </p>
      {error && (
        <p className="mym-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
