import { type ComponentType, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Accept, ErrorCode } from 'react-dropzone';
import { cx } from '../class-names';
import { PROFILE_PICTURE_MAX_FILES, UPLOAD_MAX_FILES } from '../limits';
import type { UploadDropzoneProps } from './upload-dropzone';
import { UploadPrompt } from './upload-prompt';

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

type Dropzone = ComponentType<UploadDropzoneProps>;
let dropzone: Promise<Dropzone> | undefined;
/** Once here, every upload zone of the page is react-dropzone's from its first render. */
let loadedDropzone: Dropzone | undefined;
/** react-dropzone (about 6.5 KB gzip) loads when files come: a drag enters the page, or files are picked. */
const loadDropzone = () => {
  dropzone ??= import('./upload-dropzone').then(
    (module) => {
      loadedDropzone = module.UploadDropzone;
      return module.UploadDropzone;
    },
    (error: unknown) => {
      dropzone = undefined;
      throw error;
    },
  );
  return dropzone;
};

/**
 * Where files are dropped or picked (spec 2 "Upload zone"). A screen shows the zone at once, as it stands, with
 * the file picker behind its button; react-dropzone's code loads when files come (a drag entering the page, files
 * picked or dropped) and judges them as they arrived: types, sizes, the room left. Meanwhile the zone says it is
 * busy; the focus stays where it was when the library takes over.
 */
export function UploadZone(props: UploadZoneProps) {
  const [Loaded, setLoaded] = useState<Dropzone | null>(() => loadedDropzone ?? null);
  const [arrived, setArrived] = useState<File[] | null>(null);
  const [waking, setWaking] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const wake = (files?: File[]) => {
    if (files) setArrived(files);
    if (Loaded) return;
    setWaking(true);
    loadDropzone().then(
      (loaded) => {
        const root = host.current?.getRootNode() as Document | ShadowRoot | undefined;
        hadFocus.current = Boolean(root?.activeElement && host.current?.contains(root.activeElement));
        setLoaded(() => loaded);
      },
      // The network lost it: the zone stays at rest, and the next files try again.
      () => setWaking(false),
    );
  };
  useLayoutEffect(() => {
    if (!Loaded || !hadFocus.current) return;
    host.current?.querySelector<HTMLButtonElement>('.mym-upload__prompt')?.focus();
  }, [Loaded]);

  return (
    // Lays out as the zone itself: the host only tells where the focus was when the library takes over.
    <div ref={host} style={{ display: 'contents' }}>
      {Loaded ? (
        <Loaded {...props} arrived={arrived} />
      ) : (
        <UploadZoneAtRest {...props} waking={waking} onWake={wake} />
      )}
    </div>
  );
}

/** The zone before react-dropzone has arrived: the same box, prompt and rules, the browser's own file picker. */
function UploadZoneAtRest({
  prompt,
  rules,
  accept,
  maxFiles = UPLOAD_MAX_FILES,
  fileCount = 0,
  disabled = false,
  className,
  waking,
  onWake,
}: UploadZoneProps & { waking: boolean; onWake: (files?: File[]) => void }) {
  const rulesId = useId();
  const input = useRef<HTMLInputElement>(null);
  const remaining = Math.max(0, maxFiles - fileCount);
  const off = disabled || remaining === 0;
  const zone = useRef<HTMLDivElement>(null);
  const wakeWith = useRef(onWake);
  wakeWith.current = onWake;
  const take = (files: FileList | null | undefined) => {
    if (files?.length) onWake([...files]);
  };
  // A file dragged into the page is about to be dropped: react-dropzone is fetched, and keeps a file dropped
  // beside the zone from replacing the page, as it does once here. One dropped on the zone meanwhile is kept.
  useEffect(() => {
    const target = zone.current;
    if (off || !target) return;
    const onDragEnter = () => wakeWith.current();
    const onDragOver = (event: DragEvent) => event.preventDefault();
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      const files = event.dataTransfer?.files;
      if (files?.length) wakeWith.current([...files]);
    };
    document.addEventListener('dragenter', onDragEnter);
    target.addEventListener('dragover', onDragOver);
    target.addEventListener('drop', onDrop);
    return () => {
      document.removeEventListener('dragenter', onDragEnter);
      target.removeEventListener('dragover', onDragOver);
      target.removeEventListener('drop', onDrop);
    };
  }, [off]);

  return (
    <div className={cx('mym-upload', className)}>
      <div
        ref={zone}
        className={cx('mym-upload__zone', off && 'mym-upload__zone--disabled')}
        aria-busy={waking || undefined}
        // Files dropped here before the page's code runs are kept for the zone (the site's hydration).
        data-drop-zone={off ? undefined : ''}
      >
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          data-testid="upload-input"
          accept={
            accept &&
            Object.entries(accept)
              .flatMap(([type, ends]) => [type, ...ends])
              .join(',')
          }
          multiple={remaining > 1}
          disabled={off}
          onChange={(event) => take(event.currentTarget.files)}
        />
        <UploadPrompt
          prompt={prompt}
          rules={rules}
          rulesId={rulesId}
          onOpen={() => input.current?.click()}
          disabled={Boolean(off)}
        />
      </div>
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
