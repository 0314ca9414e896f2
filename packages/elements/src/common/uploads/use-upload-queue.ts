import { CreatorApiError, type UploadProgress } from '@mym/sdk';
import { useCallback, useRef, useState } from 'react';
import { type RateSample, type UploadRate, uploadRate, withSample } from './upload-rate';

export type UploadState = 'sending' | 'done' | 'failed' | 'cancelled';

/** One file of the queue as the screen shows it. */
export interface QueuedUpload {
  id: number;
  name: string;
  bytesSent: number;
  bytesTotal: number;
  percent: number;
  rate: UploadRate;
  state: UploadState;
  /** The translation key of why it failed: a spec 5 key the server named, or `upload_error`. */
  error?: string | undefined;
}

/** Sends one file through the SDK; the queue gives it the progress callback and the cancel signal. */
export type SendUpload = (
  file: File,
  transfer: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
) => Promise<unknown>;

interface Transfer {
  file: File;
  controller: AbortController;
  samples: RateSample[];
}

const UNKNOWN_RATE: UploadRate = { bytesPerSecond: null, secondsLeft: null };

let lastId = 0;

/**
 * Several uploads at once, each with its progress, speed and time left, cancel and retry.
 * A retry sends the same file again: the SDK finds it by its content and resumes from the server's offset, so a
 * cancelled or dropped upload does not start over.
 */
export function useUploadQueue(send: SendUpload) {
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const transfers = useRef(new Map<number, Transfer>());
  const update = useCallback(
    (id: number, change: Partial<QueuedUpload>) =>
      setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload))),
    [],
  );

  const start = useCallback(
    async (id: number, file: File) => {
      const transfer: Transfer = { file, controller: new AbortController(), samples: [] };
      transfers.current.set(id, transfer);
      update(id, { state: 'sending', rate: UNKNOWN_RATE, error: undefined });
      try {
        await send(file, {
          signal: transfer.controller.signal,
          onProgress: ({ bytesSent, bytesTotal, percent }) => {
            transfer.samples = withSample(transfer.samples, { at: performance.now(), bytes: bytesSent });
            update(id, { bytesSent, bytesTotal, percent, rate: uploadRate(transfer.samples, bytesTotal) });
          },
        });
        update(id, { state: 'done', percent: 100, rate: UNKNOWN_RATE });
      } catch (error) {
        if (transfer.controller.signal.aborted) {
          update(id, { state: 'cancelled', rate: UNKNOWN_RATE });
          return;
        }
        const refused = error instanceof CreatorApiError ? error.fields?.file?.[0] : undefined;
        update(id, { state: 'failed', error: refused ?? 'upload_error', rate: UNKNOWN_RATE });
      }
    },
    [send, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => {
        lastId += 1;
        return { id: lastId, file };
      });
      setUploads((list) => [
        ...list,
        ...added.map(({ id, file }) => ({
          id,
          name: file.name,
          bytesSent: 0,
          bytesTotal: file.size,
          percent: 0,
          rate: UNKNOWN_RATE,
          state: 'sending' as const,
        })),
      ]);
      for (const { id, file } of added) void start(id, file);
    },
    [start],
  );

  const cancel = useCallback((id: number) => transfers.current.get(id)?.controller.abort(), []);
  const retry = useCallback(
    (id: number) => {
      const transfer = transfers.current.get(id);
      if (transfer) void start(id, transfer.file);
    },
    [start],
  );

  const sending = uploads.filter((upload) => upload.state === 'sending').length;
  return { uploads, sending, add, cancel, retry };
}
