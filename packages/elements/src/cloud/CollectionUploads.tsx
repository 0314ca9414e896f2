import { UPLOAD_MAX_FILES } from '@mym/sdk/rules';
import { UploadZone } from '@mym/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UploadQueue } from '../common/uploads/UploadQueue';
import { useUpload } from '../common/uploads/use-upload';
import { cloudQueries } from './cloud-queries';
import { isRecentMedia } from './recent-media';

const ACCEPT = {
  'image/*': ['.jpeg', '.jpg', '.gif', '.png', '.webp', '.heic'],
  'video/*': ['.mp4', '.mov', '.m4v'],
};

/**
 * Uploads into a collection (spec 2 "Upload zone"): several files at once, each with its progress, speed and
 * time left, cancel and resume; the zone is disabled while the maximum is being sent, and the grid follows.
 */
export function CollectionUploads({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queue = useUpload({
    // Into the collection on show; from the recent items, into the library without a collection.
    target: isRecentMedia(collectionId) ? {} : { collectionId },
    onUploaded: () => void queryClient.invalidateQueries({ queryKey: cloudQueries.all }),
  });

  return (
    <section className="mym-cloud-uploads" aria-label={t('cloud_upload_title')}>
      <UploadZone
        prompt={t('cloud_upload_prompt')}
        rules={t('cloud_upload_rules')}
        accept={ACCEPT}
        maxFiles={UPLOAD_MAX_FILES}
        fileCount={queue.sending}
        disabled={queue.sending >= UPLOAD_MAX_FILES}
        onFilesAccepted={queue.add}
        rejectionMessages={{
          'file-invalid-type': t('post_invalid_format_error'),
          'too-many-files': t('cloud_upload_too_many', { max: UPLOAD_MAX_FILES }),
        }}
      />
      <UploadQueue uploads={queue.uploads} onCancel={queue.cancel} onRetry={queue.retry} />
    </section>
  );
}
