import { CreatorApiError, type MediaItem, type MediaUploadOptions } from '@mym/sdk';
import { useCallback, useRef, useState } from 'react';
import { useCreatorClient } from '../../creator-client';
import { type RateSample, type UploadRate, uploadRate, withSample } from './upload-rate';

export type UploadState = 'sending' | 'done' | 'failed' | 'cancelled';

/** One file as the screen shows it. */
export interface QueuedUpload {
  id: number;
  name: string;
  bytesSent: number;
  bytesTotal: number;
  percent: number;
  rate: UploadRate;
  state: UploadState;
  /** The translation key of why it failed: a spec 5 key the SDK or the server named, or `upload_error`. */
  error?: string | undefined;
}

/** How one upload ended: the stored media, or the key of why not (none when the creator cancelled it). */
export interface UploadResult {
  media: MediaItem | null;
  error?: string | undefined;
}

export interface UseUploadOptions {
  /** Which rules of spec 5 the file is judged by (post unless told) and the collection it joins. */
  target?: Pick<MediaUploadOptions, 'context' | 'collectionId'>;
  /** Told with each media the server stored (a retried file too). */
  onUploaded?: (media: MediaItem, file: File) => void;
  /**
   * Told the spec 5 keys a file was refused with (by the SDK before sending, or by the server from its bytes),
   * for a field to show under itself; the file then leaves the list. Without it, the list shows the first key.
   */
  onRefused?: (keys: string[], file: File) => void;
}

interface Transfer {
  file: File;
  controller: AbortController;
  samples: RateSample[];
}

const UNKNOWN_RATE: UploadRate = { bytesPerSecond: null, secondsLeft: null };

let lastId = 0;

/**
 * Every upload of the UI: files sent through the SDK, each with its progress, speed and time left, cancel and
 * retry. The SDK judges the file (spec 5) and the screen shows its verdict; nothing here checks a file. A retry
 * sends the same file again: the SDK finds it by its content and resumes from the server's offset, so a
 * cancelled or dropped upload does not start over.
 */
export function useUpload(options: UseUploadOptions = {}) {
  const client = useCreatorClient();
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const transfers = useRef(new Map<number, Transfer>());
  // The latest callbacks, without restarting anything when a screen passes new ones on each render.
  const latest = useRef(options);
  latest.current = options;
  const update = useCallback(
    (id: number, change: Partial<QueuedUpload>) =>
      setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload))),
    [],
  );
  const remove = useCallback(
    (id: number) => setUploads((list) => list.filter((upload) => upload.id !== id)),
    [],
  );

  const start = useCallback(
    async (id: number, file: File): Promise<UploadResult> => {
      const transfer: Transfer = { file, controller: new AbortController(), samples: [] };
      transfers.current.set(id, transfer);
      update(id, { state: 'sending', rate: UNKNOWN_RATE, error: undefined });
      const { target, onUploaded, onRefused } = latest.current;
      try {
        const media = await client.uploads.upload(file, {
          ...target,
          signal: transfer.controller.signal,
          onProgress: ({ bytesSent, bytesTotal, percent }) => {
            transfer.samples = withSample(transfer.samples, { at: performance.now(), bytes: bytesSent });
            update(id, { bytesSent, bytesTotal, percent, rate: uploadRate(transfer.samples, bytesTotal) });
          },
        });
        update(id, { state: 'done', percent: 100, rate: UNKNOWN_RATE });
        onUploaded?.(media, file);
        return { media };
      } catch (error) {
        if (transfer.controller.signal.aborted) {
          update(id, { state: 'cancelled', rate: UNKNOWN_RATE });
          return { media: null };
        }
        const refused = error instanceof CreatorApiError ? (error.fields?.file ?? []) : [];
        if (refused.length > 0 && onRefused) {
          remove(id);
          onRefused(refused, file);
          return { media: null, error: refused[0] };
        }
        const key = refused[0] ?? 'upload_error';
        update(id, { state: 'failed', error: key, rate: UNKNOWN_RATE });
        return { media: null, error: key };
      }
    },
    [client, update, remove],
  );

  const queued = useCallback((file: File): QueuedUpload => {
    lastId += 1;
    return {
      id: lastId,
      name: file.name,
      bytesSent: 0,
      bytesTotal: file.size,
      percent: 0,
      rate: UNKNOWN_RATE,
      state: 'sending',
    };
  }, []);

  /** Several files at once, added to the list (the cloud's queue). */
  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({ upload: queued(file), file }));
      setUploads((list) => [...list, ...added.map(({ upload }) => upload)]);
      for (const { upload, file } of added) void start(upload.id, file);
    },
    [queued, start],
  );

  /** One file in place of whatever the list held (a form's field), answered once it ends. */
  const upload = useCallback(
    (file: File): Promise<UploadResult> => {
      const next = queued(file);
      setUploads([next]);
      return start(next.id, file);
    },
    [queued, start],
  );

  const cancel = useCallback((id: number) => transfers.current.get(id)?.controller.abort(), []);
  const retry = useCallback(
    (id: number) => {
      const transfer = transfers.current.get(id);
      if (transfer) void start(id, transfer.file);
    },
    [start],
  );
  /** Empties the list (a field that shows the outcome itself). */
  const clear = useCallback(() => setUploads([]), []);

  const sending = uploads.filter((item) => item.state === 'sending').length;
  return { uploads, sending, add, upload, cancel, retry, clear };
}
