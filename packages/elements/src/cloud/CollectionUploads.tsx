import { UPLOAD_MAX_FILES } from '@mym/sdk/rules';
import { UploadZone } from '@mym/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadQueue } from '../common/uploads/UploadQueue';
import { type SendUpload, useUploadQueue } from '../common/uploads/use-upload-queue';
import { useCreatorClient } from '../creator-client';
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
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const send = useCallback<SendUpload>(
    async (file, transfer) => {
      // Into the collection on show; from the recent items, into the library without a collection.
      await client.uploads.upload(
        file,
        isRecentMedia(collectionId) ? transfer : { collectionId, ...transfer },
      );
      void queryClient.invalidateQueries({ queryKey: cloudQueries.all });
    },
    [client, collectionId, queryClient],
  );
  const queue = useUploadQueue(send);

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
          'file-too-large': t('post_video_file_size_error'),
          'too-many-files': t('cloud_upload_too_many', { max: UPLOAD_MAX_FILES }),
        }}
      />
      <UploadQueue uploads={queue.uploads} onCancel={queue.cancel} onRetry={queue.retry} />
    </section>
  );
}
