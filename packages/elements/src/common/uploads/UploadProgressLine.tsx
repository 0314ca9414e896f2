import { useTranslation } from 'react-i18next';
import type { QueuedUpload } from './use-upload';

/** A file's name and progress bar: the start of its line in the list, and all of it while the list's code arrives. */
export function UploadProgressLine({ upload }: { upload: QueuedUpload }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="mym-upload-queue__name">{upload.name}</span>
      <progress max={100} value={upload.percent} aria-label={t('upload_progress', { name: upload.name })} />
    </>
  );
}
