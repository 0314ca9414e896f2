import { useId, useState } from 'react';
import { type Accept, type ErrorCode, type FileRejection, useDropzone } from 'react-dropzone';
import { cx } from '../class-names';
import { UploadIcon } from '../icons/icons';
import { PROFILE_PICTURE_MAX_FILES, UPLOAD_MAX_FILES } from '../limits';

/** Why a file was refused: react-dropzone's codes (type, size, count). */
export type UploadRejectionCode = `${ErrorCode}`;

export interface UploadRejection {
  file: File;
  codes: UploadRejectionCode[];
}

export interface UploadZoneProps {
  /** Translated call to action, e.g. "Click or drag your files here" (spec 2). */
  prompt: string;
  /** Translated rules: formats, sizes, count (spec 2 leaves the text to the caller). */
  rules?: string;
  /** Accepted types, as react-dropzone's `{ 'image/*': ['.png'] }` map; set by the caller (spec 2). */
  accept?: Accept;
  /** Files the zone takes in total (spec 2: 3 by default). */
  maxFiles?: number;
  /** Files already taken; the zone is disabled once it reaches `maxFiles` (spec 2). */
  fileCount?: number;
  /** Largest file in bytes; the business limits live in the SDK and are passed in. */
  maxSize?: number;
  onFilesAccepted: (files: File[]) => void;
  onFilesRejected?: (rejections: UploadRejection[]) => void;
  /** Translated explanation per refusal code, listed under the zone for each refused file. */
  rejectionMessages?: Partial<Record<UploadRejectionCode, string>>;
  disabled?: boolean;
  className?: string;
}

/**
 * Where files are dropped or picked (spec 2 "Upload zone"). The whole zone is a drop target; a real button
 * opens the file picker, so it works from the keyboard and is announced with the rules.
 */
export function UploadZone({
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
}: UploadZoneProps) {
  const rulesId = useId();
  const [rejections, setRejections] = useState<UploadRejection[]>([]);
  const remaining = Math.max(0, maxFiles - fileCount);
  const full = remaining === 0;

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
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
        <UploadIcon className="mym-upload__icon" />
        <button
          type="button"
          className="mym-upload__prompt"
          onClick={open}
          disabled={disabled || full}
          aria-describedby={rules ? rulesId : undefined}
        >
          {prompt}
        </button>
        {rules && (
          <p id={rulesId} className="mym-upload__rules">
            {rules}
          </p>
        )}
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

export type ProfilePictureUploadZoneProps = Omit<UploadZoneProps, 'maxFiles'>;

/** The profile picture preset: one image (spec 2, spec 9). */
export function ProfilePictureUploadZone({
  accept = { 'image/*': [] },
  ...props
}: ProfilePictureUploadZoneProps) {
  return <UploadZone {...props} accept={accept} maxFiles={PROFILE_PICTURE_MAX_FILES} />;
}
