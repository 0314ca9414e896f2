import { CreatorApiError, type MediaChoice } from '@mym/sdk';
import { validateMediaFile } from '@mym/sdk/rules';
import { Button, UploadZone } from '@mym/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadQueue } from '../common/uploads/UploadQueue';
import { type RateSample, type UploadRate, uploadRate, withSample } from '../common/uploads/upload-rate';
import { useCreatorClient } from '../creator-client';
import { readVideoDuration } from './video-duration';

export interface PostUploadProps {
  /** The stored media, once the server has it: the form's media becomes it. */
  onUploaded: (media: MediaChoice) => void;
  /** The spec 5 keys a file broke (judged here first, then by the server): shown under the media field. */
  onRefused: (keys: string[]) => void;
}

interface Sending {
  name: string;
  bytesSent: number;
  bytesTotal: number;
  percent: number;
  rate: UploadRate;
  controller: AbortController;
}

/**
 * A post's media from the creator's device (spec 2 "Upload zone", one file): checked against the post rules
 * before any byte leaves, then sent through the SDK's resumable upload with its progress, speed, time left and a
 * cancel button (the cloud's upload queue, with one file).
 */
export function PostUpload({ onUploaded, onRefused }: PostUploadProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const [sending, setSending] = useState<Sending | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const last = useRef<File | null>(null);

  const send = async (file: File) => {
    last.current = file;
    setFailed(null);
    const duration = await readVideoDuration(file);
    const keys = validateMediaFile({ type: file.type, size: file.size, name: file.name, duration }, 'post');
    if (keys.length > 0) {
      onRefused(keys);
      return;
    }
    const controller = new AbortController();
    const unknown = { bytesPerSecond: null, secondsLeft: null };
    setSending({
      name: file.name,
      bytesSent: 0,
      bytesTotal: file.size,
      percent: 0,
      rate: unknown,
      controller,
    });
    let samples: RateSample[] = [];
    try {
      const media = await client.uploads.upload(file, {
        context: 'post',
        duration,
        signal: controller.signal,
        onProgress: ({ bytesSent, bytesTotal, percent }) => {
          samples = withSample(samples, { at: performance.now(), bytes: bytesSent });
          const rate = uploadRate(samples, bytesTotal);
          setSending((now) => (now ? { ...now, bytesSent, bytesTotal, percent, rate } : now));
        },
      });
      setSending(null);
      onUploaded({ id: media.id, preview: media.preview, type: media.type });
    } catch (error) {
      setSending(null);
      if (controller.signal.aborted) return;
      const refused = error instanceof CreatorApiError ? error.fields?.file : undefined;
      if (refused && refused.length > 0) onRefused(refused);
      else setFailed(file.name);
    }
  };

  if (sending) {
    return (
      <div className="mym-post-upload" data-state="sending">
        <UploadQueue
          uploads={[{ id: 0, state: 'sending', ...sending }]}
          onCancel={() => sending.controller.abort()}
          onRetry={() => undefined}
        />
      </div>
    );
  }
  return (
    <div className="mym-post-upload">
      <UploadZone
        prompt={t('post_upload_prompt')}
        rules={t('post_upload_rules')}
        maxFiles={1}
        onFilesAccepted={(files) => {
          const [file] = files;
          if (file) void send(file);
        }}
        rejectionMessages={{ 'too-many-files': t('post_upload_one_file') }}
      />
      {failed && (
        <div className="mym-post-upload__failed" role="alert">
          <p>{t('post_upload_error', { name: failed })}</p>
          <Button variant="secondary" size="small" onClick={() => last.current && void send(last.current)}>
            {t('retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
