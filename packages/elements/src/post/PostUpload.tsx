import type { MediaChoice } from '@mym/sdk';
import { UploadZone } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { UploadQueue } from '../common/uploads/UploadQueue';
import { useUpload } from '../common/uploads/use-upload';

export interface PostUploadProps {
  /** The stored media, once the server has it: the form's media becomes it. */
  onUploaded: (media: MediaChoice) => void;
  /** The spec 5 keys the SDK (or the server, from the bytes) refused the file with: shown under the media field. */
  onRefused: (keys: string[]) => void;
}

/**
 * A post's media from the creator's device (spec 2 "Upload zone", one file), sent through the SDK, which judges
 * it by the post rules before any byte leaves; on its way it shows its progress, speed, time left and a cancel
 * button, and a cut or cancelled upload offers to resume.
 */
export function PostUpload({ onUploaded, onRefused }: PostUploadProps) {
  const { t } = useTranslation();
  const upload = useUpload({
    target: { context: 'post' },
    onUploaded: (media) => onUploaded({ id: media.id, preview: media.preview, type: media.type }),
    onRefused,
  });
  // A stored media is shown by the field itself: the list keeps what is on its way, cancelled or cut.
  const pending = upload.uploads.filter((item) => item.state !== 'done');
  const sending = upload.sending > 0;

  return (
    <div className="mym-post-upload" data-state={sending ? 'sending' : undefined}>
      {!sending && (
        <UploadZone
          prompt={t('post_upload_prompt')}
          rules={t('post_upload_rules')}
          maxFiles={1}
          onFilesAccepted={([file]) => file && void upload.upload(file)}
          rejectionMessages={{ 'too-many-files': t('post_upload_one_file') }}
        />
      )}
      <UploadQueue uploads={pending} onCancel={upload.cancel} onRetry={upload.retry} />
    </div>
  );
}
