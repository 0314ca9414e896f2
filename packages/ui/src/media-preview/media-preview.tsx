import { mediaKind } from '@mym/constants';
import { formatDuration } from '@mym/constants/money';
import { useState } from 'react';
import { cx } from '../class-names';
import { VideoIcon, WarningIcon } from '../icons/icons';

export interface MediaPreviewProps {
  /** Media type, e.g. `image`, `video/mp4` (spec 3). */
  type: string;
  /** Preview image url; missing or broken shows the fallback (spec 2). */
  preview?: string | null;
  /** Translated description of the media; empty when a neighbouring text already names it. */
  alt: string;
  /** Video length in seconds, shown as mm:ss (spec 2). */
  duration?: number | null;
  /** Translated text read for the fallback warning icon ("Preview unavailable"): a screen reader names it. */
  fallbackLabel: string;
  /**
   * A tiny picture of the preview (a data URL, e.g. a decoded thumbhash) painted behind it while it loads, so
   * a grid scrolled fast shows colours instead of empty boxes. Never shown with the fallback.
   */
  placeholder?: string | null;
  className?: string;
}

/** A media thumbnail; a missing preview or a failed load shows a warning icon instead (spec 2 "Media preview"). */
export function MediaPreview({
  type,
  preview,
  alt,
  duration,
  fallbackLabel,
  placeholder,
  className,
}: MediaPreviewProps) {
  // Remembers which url failed, so a new preview gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = Boolean(preview) && failedUrl === preview;
  const isVideo = mediaKind(type) === 'video';
  const painted =
    preview && !failed && placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined;

  return (
    <div
      className={cx('mym-media-preview', isVideo && 'mym-media-preview--video', className)}
      style={painted}
      data-placeholder={painted ? '' : undefined}
    >
      {preview && !failed ? (
        <img
          className="mym-media-preview__image"
          src={preview}
          alt={alt}
          decoding="async"
          onError={() => setFailedUrl(preview ?? null)}
        />
      ) : (
        <div className="mym-media-preview__fallback" role="img" aria-label={fallbackLabel}>
          <WarningIcon />
        </div>
      )}
      {isVideo && duration != null && (
        <span className="mym-media-preview__duration">
          <VideoIcon />
          <span>{formatDuration(duration)}</span>
        </span>
      )}
    </div>
  );
}
