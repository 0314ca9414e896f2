import { CreatorApiError, type MediaChoice } from '@mym/sdk';
import { validateMediaFile } from '@mym/sdk/rules';
import { Button, UploadZone } from '@mym/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  percent: number;
  controller: AbortController;
}

/**
 * A post's media from the creator's device (spec 2 "Upload zone", one file): checked against the post rules
 * before any byte leaves, then sent through the SDK's resumable upload with its progress and a cancel button.
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
    setSending({ name: file.name, percent: 0, controller });
    try {
      const media = await client.uploads.upload(file, {
        context: 'post',
        duration,
        signal: controller.signal,
        onProgress: ({ percent }) => setSending((now) => (now ? { ...now, percent } : now)),
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
      <div className="mym-post-upload" data-state="sending" aria-live="polite">
        <span className="mym-post-upload__name">{sending.name}</span>
        <progress
          max={100}
          value={sending.percent}
          aria-label={t('post_upload_progress', { name: sending.name })}
        />
        <span>{t('post_upload_percent', { percent: sending.percent })}</span>
        <Button variant="tertiary" size="small" onClick={() => sending.controller.abort()}>
          {t('post_upload_cancel')}
        </Button>
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
