import { useEffect, useId, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { cx } from '../class-names';
import { UPLOAD_MAX_FILES } from '../limits';
import { UploadPrompt } from './upload-prompt';
import type { UploadRejection, UploadRejectionCode, UploadZoneProps } from './upload-zone';

export interface UploadDropzoneProps extends UploadZoneProps {
  /** Files dropped or picked on the zone before this code arrived: handed to react-dropzone once, as a drop. */
  arrived?: readonly File[] | null;
}

/**
 * The upload zone once react-dropzone is here (`UploadZone` shows it at rest until files come). The whole zone is
 * a drop target; a real button opens the file picker, so it works from the keyboard and is announced with the rules.
 */
export function UploadDropzone({
  prompt,
  rules,
  accept,
  maxFiles = UPLOAD_MAX_FILES,
  fileCount = 0,
  maxSize,
  onFilesAccepted,
  onFilesRejected,
  rejectionMessages,
  disabled = false,
  className,
  arrived,
}: UploadDropzoneProps) {
  const rulesId = useId();
  const [rejections, setRejections] = useState<UploadRejection[]>([]);
  const remaining = Math.max(0, maxFiles - fileCount);
  const full = remaining === 0;

  const { getRootProps, getInputProps, isDragActive, open, rootRef } = useDropzone({
    accept,
    maxSize,
    maxFiles: remaining,
    multiple: remaining > 1,
    disabled: disabled || full,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted: File[], refused: FileRejection[]) => {
      const explained = refused.map(({ file, errors }) => ({
        file,
        codes: errors.map((e) => e.code as UploadRejectionCode),
      }));
      setRejections(explained);
      if (accepted.length) onFilesAccepted(accepted);
      if (explained.length) onFilesRejected?.(explained);
    },
  });

  // The library judges what came at rest as it judges any drop: types, sizes, the room left.
  useEffect(() => {
    if (!arrived?.length || !rootRef.current) return;
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    const items = arrived.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
    Object.defineProperty(drop, 'dataTransfer', { value: { types: ['Files'], files: arrived, items } });
    rootRef.current.dispatchEvent(drop);
  }, [arrived, rootRef]);

  const messages = rejections.flatMap(({ file, codes }) =>
    codes.flatMap((code) => (rejectionMessages?.[code] ? [`${file.name}: ${rejectionMessages[code]}`] : [])),
  );

  return (
    <div className={cx('mym-upload', className)}>
      <div
        {...getRootProps({
          className: cx(
            'mym-upload__zone',
            isDragActive && 'mym-upload__zone--active',
            (disabled || full) && 'mym-upload__zone--disabled',
          ),
        })}
      >
        <input {...getInputProps()} data-testid="upload-input" />
        <UploadPrompt
          prompt={prompt}
          rules={rules}
          rulesId={rulesId}
          onOpen={open}
          disabled={Boolean(disabled || full)}
        />
      </div>
      {messages.length > 0 && (
        <ul className="mym-upload__rejections" role="alert">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
