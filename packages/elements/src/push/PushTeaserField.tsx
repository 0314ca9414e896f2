import type { PushForm } from '@mym/sdk';
import { Button, UploadZone } from '@mym/ui';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { MediaPreview } from '../common/MediaPreview';
import { UploadQueue } from '../common/uploads/UploadQueue';
import { useUpload } from '../common/uploads/use-upload';

/** What the upload zone offers for a teaser (spec 5 "Formats in the upload list"). */
const TEASER_ACCEPT = {
  'image/*': ['.jpeg', '.jpg', '.gif', '.png', '.webp'],
  'video/*': ['.mp4', '.mov', '.m4v'],
};

/**
 * The teaser (spec 3: an optional file everyone sees before paying): sent through the SDK, which judges it by
 * the push file rules of spec 5, with its progress; the key of a refused file shows under the field. Removable.
 */
export function PushTeaserField({ form }: { form: UseFormReturn<PushForm> }) {
  const { t } = useTranslation();
  const teaser = useWatch({ control: form.control, name: 'teaser' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useUpload({
    target: { context: 'push' },
    onUploaded: (media) =>
      form.setValue(
        'teaser',
        { id: media.id, preview: media.preview, type: media.type },
        { shouldDirty: true },
      ),
    onRefused: ([key]) => setRefusal(key ?? null),
  });
  const error = refusal ? t(refusal) : fieldError(form, 'teaser', t);
  const shown = teaser && 'preview' in teaser ? teaser : null;
  const pending = upload.uploads.filter((item) => item.state !== 'done');

  return (
    <fieldset className="mym-field-card" part="teaser">
      <legend className="mym-field-card__legend">{t('push_teaser_title')}</legend>
      <p className="mym-field-card__hint">{t('push_teaser_hint')}</p>
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
          disabled={upload.sending > 0}
          onFilesAccepted={([file]) => {
            if (!file) return;
            setRefusal(null);
            void upload.upload(file);
          }}
          rejectionMessages={{
            'file-invalid-type': t('push_invalid_format_error'),
            'too-many-files': t('push_teaser_too_many'),
          }}
        />
      )}
      {!shown && <UploadQueue uploads={pending} onCancel={upload.cancel} onRetry={upload.retry} />}
      {error && (
        <p className="mym-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
