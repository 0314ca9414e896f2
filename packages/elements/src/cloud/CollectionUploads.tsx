import { CreatorApiError } from '@mym/sdk';
import { UPLOAD_MAX_FILES } from '@mym/sdk/rules';
import { UploadZone } from '@mym/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { cloudQueries } from './cloud-queries';

interface Upload {
  id: number;
  name: string;
  percent: number;
  state: 'sending' | 'done' | 'failed';
  error?: string;
}

const ACCEPT = {
  'image/*': ['.jpeg', '.jpg', '.gif', '.png', '.webp', '.heic'],
  'video/*': ['.mp4', '.mov', '.m4v'],
};

let nextId = 0;

/** Uploads into a collection (spec 2 "Upload zone"): several files, each with its progress; the grid follows. */
export function CollectionUploads({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  const sending = uploads.filter((upload) => upload.state === 'sending').length;

  const send = async (file: File) => {
    nextId += 1;
    const id = nextId;
    setUploads((list) => [...list, { id, name: file.name, percent: 0, state: 'sending' }]);
    try {
      await client.uploads.upload(file, {
        collectionId,
        onProgress: (progress) => update(id, { percent: progress.percent }),
      });
      update(id, { state: 'done', percent: 100 });
      void queryClient.invalidateQueries({ queryKey: cloudQueries.all });
    } catch (error) {
      const key = error instanceof CreatorApiError ? error.fields?.file?.[0] : undefined;
      update(id, { state: 'failed', error: key ?? 'cloud_upload_error' });
    }
  };

  return (
    <section className="mym-cloud-uploads" aria-label={t('cloud_upload_title')}>
      <UploadZone
        prompt={t('cloud_upload_prompt')}
        rules={t('cloud_upload_rules')}
        accept={ACCEPT}
        maxFiles={UPLOAD_MAX_FILES}
        fileCount={sending}
        disabled={sending >= UPLOAD_MAX_FILES}
        onFilesAccepted={(files) => {
          for (const file of files) void send(file);
        }}
        rejectionMessages={{
          'file-invalid-type': t('post_invalid_format_error'),
          'file-too-large': t('post_video_file_size_error'),
          'too-many-files': t('cloud_upload_too_many', { max: UPLOAD_MAX_FILES }),
        }}
      />
      {uploads.length > 0 && (
        <ul className="mym-cloud-uploads__list" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.id} className="mym-cloud-uploads__item" data-state={upload.state}>
              <span className="mym-cloud-uploads__name">{upload.name}</span>
              <progress
                max={100}
                value={upload.percent}
                aria-label={t('cloud_upload_progress', { name: upload.name })}
              />
              <span>
                {upload.state === 'failed'
                  ? t(upload.error ?? 'cloud_upload_error')
                  : upload.state === 'done'
                    ? t('cloud_upload_done')
                    : `${upload.percent} %`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
