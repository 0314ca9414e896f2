import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgressLine } from './UploadProgressLine';
import type { QueuedUpload } from './use-upload';

// The list and its figures' formatting load with the first file sent, not with the screen that offers uploads.
const UploadList = lazy(() => import('./UploadList').then((module) => ({ default: module.UploadList })));

export interface UploadQueueProps {
  uploads: readonly QueuedUpload[];
  onCancel: (id: number) => void;
  /** Resumes a cancelled or cut upload; without it none is offered (a form that sends again on save). */
  onRetry?: ((id: number) => void) | undefined;
}

/**
 * Every upload's progress and outcome, wherever a file is sent (the cloud's queue, a form's field): nothing
 * while no file is on its way; while the list's code arrives, each file's name and progress, busy.
 */
export function UploadQueue(props: UploadQueueProps) {
  const { t } = useTranslation();
  if (props.uploads.length === 0) return null;
  const arriving = (
    <ul className="mym-upload-queue" aria-label={t('upload_queue_label')} aria-busy="true">
      {props.uploads.map((upload) => (
        <li key={upload.id} className="mym-upload-queue__item" data-state={upload.state}>
          <UploadProgressLine upload={upload} />
        </li>
      ))}
    </ul>
  );
  return (
    <Suspense fallback={arriving}>
      <UploadList {...props} />
    </Suspense>
  );
}
