import type { FileReader } from 'tus-js-client';
import * as tus from 'tus-js-client';
import type { ApiTransport } from '../http/request';
import { createTusHttpStack, streamsRequestBodies } from '../http/tus-http-stack';
import type { MediaUploadOptions, UploadProgress, UploadSource } from './upload-options';
import * as resume from './upload-resume';

export { capturePoster, readVideoDuration } from './video-frames';

/*
 * The transport of an upload, loaded with tus on the first upload (uploads.ts keeps the rules and errors).
 * Nothing here imports what the SDK's first load imports, so this chunk shares no code with it.
 */

/**
 * The most one tus PATCH carries where a request cannot stream (browsers) or the source cannot seek (a Node
 * stream, which tus keeps in memory until the server acknowledges it). Spec 9's 64 KB is the unit the file is
 * read in (fingerprint, progress), not the size of a request: 64 KB requests ran at 0.05 of a raw PUT.
 */
export const UPLOAD_REQUEST_BYTES = 16 * 1024 * 1024;

/** The MIME type a file path's extension names, for uploads by path (the server sniffs the bytes anyway). */
const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
};

/** A Node `fs.ReadStream` knows its file: it is better uploaded from the path (seekable, resumable). */
const streamPath = (file: UploadSource): string | undefined => {
  const path = (file as { path?: unknown }).path;
  return typeof file === 'object' && !(file instanceof Blob) && typeof path === 'string' ? path : undefined;
};

/** The files opened from a path (Node): their bytes go to the request as ranges read with file streams. */
const fileRanges = new WeakMap<Blob, (start: number, end: number) => resume.FileRange>();

/** A path (or a file stream) as a lazily read Blob with its name and type; anything else as it is. */
export async function openSource(
  file: UploadSource,
  options: MediaUploadOptions,
): Promise<{ source: Exclude<UploadSource, string>; options: MediaUploadOptions }> {
  const path = typeof file === 'string' ? file : streamPath(file);
  if (path === undefined) return { source: file as Exclude<UploadSource, string>, options };
  const { blob: source, range } = await resume.openFile(path);
  fileRanges.set(source, range);
  if (typeof file !== 'string') (file as { destroy?: () => void }).destroy?.();
  const name = options.name ?? path.split(/[\\/]/).pop() ?? '';
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return { source, options: { ...options, name, type: options.type ?? TYPES_BY_EXTENSION[extension] ?? '' } };
}

/**
 * Blobs and bytes are sliced as Blobs on every platform, files opened from a path as ranges read from disk where
 * bodies stream (Node); Node streams go to tus's own reader.
 */
const fileReader: FileReader = {
  openFile(input: UploadSource, chunkSize: number) {
    const blob = input instanceof Uint8Array ? new Blob([input as Uint8Array<ArrayBuffer>]) : input;
    if (!(blob instanceof Blob)) return tus.defaultOptions.fileReader.openFile(input, chunkSize);
    const range = streamsRequestBodies() ? fileRanges.get(blob) : undefined;
    return Promise.resolve({
      size: blob.size,
      slice: async (start: number, end: number) => ({
        value: range ? range(start, end) : blob.slice(start, end),
        done: end >= blob.size,
      }),
      close: () => undefined,
    });
  },
};

/** Why a tus exchange failed: aborted by the caller, answered by the server, or no answer at all. */
export type UploadFailure =
  | { kind: 'aborted' }
  | { kind: 'refused'; status: number; body: string; cause: Error }
  | { kind: 'network'; cause: Error };

export interface TusSend {
  endpoint: string;
  file: Blob | Uint8Array | object;
  size: number;
  metadata: Record<string, string>;
  /** Spec 9's read unit (64 KB): progress and fingerprints read the file in these. */
  unitBytes: number;
  /** What makes two uploads of the same bytes different ones (rules context, collection). */
  scope: string;
  resume: MediaUploadOptions['resume'];
  retryDelays: number[];
  /** The API transport every request goes through (bearer token, `fetch`). */
  send: ApiTransport['send'];
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Sends a file over tus and answers the last response (status and body), or rejects with an `UploadFailure`.
 * A seekable file resumes: its content fingerprint finds a stored upload URL, and tus asks the server its offset
 * (HEAD) before sending the rest; a 409 offset conflict is retried the same way.
 */
export function sendWithTus(send: TusSend): Promise<{ status: number; body: string }> {
  const { file } = send;
  const streaming = streamsRequestBodies();
  // Browsers resume through localStorage unless told not to; Node scripts when they name a folder.
  const browserStorage = typeof window !== 'undefined' && tus.canStoreURLs;
  const resumeOption = send.resume ?? (browserStorage ? undefined : false);
  const seekable = file instanceof Blob || file instanceof Uint8Array;
  const resumable = resumeOption !== false && seekable;
  const urlStorage =
    resumeOption && resumable
      ? resume.createFileUrlStorage(resumeOption.storageDir)
      : tus.defaultOptions.urlStorage;
  // The same bytes to the same API, for the same rules and collection, are the same upload.
  const fingerprint = async () => {
    if (!resumable) return null as unknown as string;
    const blob = file instanceof Blob ? file : new Blob([file as Uint8Array<ArrayBuffer>]);
    return `${await resume.contentFingerprint(blob, send.unitBytes)} ${send.endpoint} ${send.scope}`;
  };
  const failure = (error: Error): UploadFailure => {
    const response = 'originalResponse' in error ? (error as tus.DetailedError).originalResponse : null;
    return response
      ? { kind: 'refused', status: response.getStatus(), body: response.getBody(), cause: error }
      : { kind: 'network', cause: error };
  };

  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(file as Blob, {
      endpoint: send.endpoint,
      // A Blob or bytes stream from where they stand in one request; the rest go in bounded requests.
      chunkSize: streaming && seekable ? Number.POSITIVE_INFINITY : UPLOAD_REQUEST_BYTES,
      uploadSize: send.size,
      metadata: send.metadata,
      httpStack: createTusHttpStack(send.send, send.unitBytes),
      fileReader,
      // Resuming a chunk from the server's offset after a dropped connection is why tus was chosen
      // (DESIGN "Uploads"); tus never retries a refusal (4xx but 409/423). Spec 7's no-retry rule is about queries.
      retryDelays: send.retryDelays,
      fingerprint,
      urlStorage,
      storeFingerprintForResuming: resumable,
      // A finished upload is a media: the same file uploaded again later is a new one, not a resume.
      removeFingerprintOnSuccess: true,
      onProgress: (bytesSent, bytesTotal) =>
        send.onProgress?.({
          bytesSent,
          bytesTotal,
          percent: bytesTotal > 0 ? Math.floor((bytesSent / bytesTotal) * 100) : 100,
        }),
      onSuccess: ({ lastResponse }) =>
        resolve({ status: lastResponse.getStatus(), body: lastResponse.getBody() }),
      onError: (error) => reject(failure(error)),
    });
    const abort = () => {
      // What the server holds stays for a later resume; an upload nobody can resume is discarded.
      void upload.abort(!resumable);
      reject({ kind: 'aborted' } satisfies UploadFailure);
    };
    if (send.signal?.aborted) return abort();
    send.signal?.addEventListener('abort', abort, { once: true });
    // A stored upload of the same content continues from the offset the server answers to HEAD.
    const previous = resumable ? upload.findPreviousUploads() : Promise.resolve([]);
    previous.then(
      ([latest]) => {
        if (send.signal?.aborted) return;
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      },
      (error: Error) => reject(failure(error)),
    );
  });
}
