import { mask } from 'superstruct';
import type { DetailedError, FileReader } from 'tus-js-client';
import { type MediaItem, mediaItemStruct } from '../contract/media';
import { CreatorApiError, type FieldErrors } from '../errors';
import { requireArgument } from '../http/guards';
import { createFetchHttpStack, streamsRequestBodies } from '../http/tus-fetch-stack';
import { type MediaFileContext, validateMediaFile } from '../rules/media-file';
import { RESOURCE_ERROR_MESSAGES, RESOURCE_GUARD_MESSAGES } from './messages';

/** A Node readable stream, described by what tus needs of it so browser builds do not need Node's types. */
export interface ReadableFileStream {
  readonly readable: boolean;
  pipe(destination: never): unknown;
}

/** What can be uploaded: a browser `File`/`Blob`, bytes in memory (a Node `Buffer`), or a Node stream. */
export type UploadSource = Blob | Uint8Array | ReadableFileStream;

export interface UploadProgress {
  bytesSent: number;
  bytesTotal: number;
  /** 0 to 100, whole numbers. */
  percent: number;
}

export interface MediaUploadOptions {
  /** Which rules the file must pass (spec 5): post or push; post unless told. */
  context?: MediaFileContext;
  /** File name and MIME type; taken from a `File` when not given, required for bytes and streams. */
  name?: string;
  type?: string;
  /** Size in bytes; required for a stream, whose size cannot be read ahead. */
  size?: number;
  /** Video length in seconds when known, so the duration rule applies before anything is sent. */
  duration?: number | null;
  /** The collection of the cloud the media joins; none puts it in the cloud's recent items. */
  collectionId?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Delays before resuming a failed chunk from the server's offset; `[]` gives up at the first failure. */
  retryDelays?: number[];
}

/**
 * The most one tus PATCH carries where a request cannot stream (browsers) or the source cannot seek (a Node
 * stream, which tus keeps in memory until the server acknowledges it). Spec 9's 64 KB is the unit the file is
 * read in (fingerprint, progress), not the size of a request: 64 KB requests ran at 0.05 of a raw PUT.
 */
export const UPLOAD_REQUEST_BYTES = 16 * 1024 * 1024;

export interface UploadResource {
  /**
   * Checks the file against the rules of spec 5, then sends it over tus with progress per 64 KB read (spec 9):
   * one request for the whole file where the runtime streams request bodies (Node), requests of
   * `UPLOAD_REQUEST_BYTES` otherwise. Resolves to the media the server created. A refused file throws before
   * any byte is sent, with the spec error keys in `fields.file`.
   */
  upload(file: UploadSource, options?: MediaUploadOptions): Promise<MediaItem>;
}

/** tus is loaded on the first upload only, so that pages which never upload (sign-in) never download it. */
type Tus = typeof import('tus-js-client');
let loadingTus: Promise<Tus> | undefined;
const loadTus = () => {
  loadingTus ??= import('tus-js-client');
  return loadingTus;
};

/** Blobs and bytes are sliced as Blobs on every platform; Node streams go to tus's own reader. */
const fileReaderOf = (tus: Tus): FileReader => ({
  openFile(input: UploadSource, chunkSize: number) {
    const blob = input instanceof Uint8Array ? new Blob([input as Uint8Array<ArrayBuffer>]) : input;
    if (!(blob instanceof Blob)) return tus.defaultOptions.fileReader.openFile(input, chunkSize);
    return Promise.resolve({
      size: blob.size,
      slice: async (start: number, end: number) => ({
        value: blob.slice(start, end),
        done: end >= blob.size,
      }),
      close: () => undefined,
    });
  },
});

function describeFile(file: UploadSource, options: MediaUploadOptions) {
  const named = typeof File !== 'undefined' && file instanceof File ? file : undefined;
  const size =
    options.size ??
    (file instanceof Blob ? file.size : file instanceof Uint8Array ? file.byteLength : undefined);
  return {
    name: options.name ?? named?.name ?? '',
    type: options.type ?? (file instanceof Blob ? file.type : ''),
    size: requireArgument(size, RESOURCE_GUARD_MESSAGES.fileSize),
    duration: options.duration ?? null,
  };
}

/** A failed tus exchange as the catalogue error, with the server's status, code and field keys when it sent them. */
function uploadError(error: Error | DetailedError): CreatorApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response)
    return new CreatorApiError(RESOURCE_ERROR_MESSAGES.uploadMedia, { code: 'network_error', cause: error });
  let body: { error?: { code?: string; fields?: FieldErrors } } | undefined;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    body = undefined;
  }
  return new CreatorApiError(RESOURCE_ERROR_MESSAGES.uploadMedia, {
    status: response.getStatus(),
    ...(body?.error?.code ? { code: body.error.code } : {}),
    ...(body?.error?.fields ? { fields: body.error.fields } : {}),
    cause: error,
  });
}

export function createUploadResource(options: {
  apiUrl: string;
  bearerToken: () => Promise<string | undefined>;
  fetch: () => typeof fetch;
}): UploadResource {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/uploads`;
  const httpStack = createFetchHttpStack(options.fetch);
  const streaming = streamsRequestBodies();

  return {
    async upload(file, uploadOptions = {}) {
      requireArgument(file, RESOURCE_GUARD_MESSAGES.file);
      const described = describeFile(file, uploadOptions);
      const context = uploadOptions.context ?? 'post';
      const refused = validateMediaFile(described, context);
      if (refused.length > 0) {
        throw new CreatorApiError(RESOURCE_ERROR_MESSAGES.uploadMedia, {
          code: 'validation_failed',
          fields: { file: refused },
        });
      }
      const metadata: Record<string, string> = {
        filename: described.name,
        filetype: described.type,
        context,
      };
      if (described.duration !== null) metadata.duration = String(described.duration);
      if (uploadOptions.collectionId) metadata.collectionId = uploadOptions.collectionId;

      const tus = await loadTus();
      const lastResponse = await new Promise<{ getBody(): string; getStatus(): number }>(
        (resolve, reject) => {
          const upload = new tus.Upload(file as Blob, {
            endpoint,
            // A Blob or bytes stream from where they stand in one request; the rest go in bounded requests.
            chunkSize:
              streaming && (file instanceof Blob || file instanceof Uint8Array)
                ? Number.POSITIVE_INFINITY
                : UPLOAD_REQUEST_BYTES,
            uploadSize: described.size,
            metadata,
            httpStack,
            fileReader: fileReaderOf(tus),
            // Resuming a chunk from the server's offset after a dropped connection is why tus was chosen
            // (DESIGN "Uploads"); tus never retries a refusal (4xx). Spec 7's no-retry rule is about queries.
            retryDelays: uploadOptions.retryDelays ?? [0, 1000, 3000],
            // Each upload is a new media: resuming an older upload of the same file would hand back that media.
            storeFingerprintForResuming: false,
            onBeforeRequest: async (request) => {
              const token = await options.bearerToken();
              if (token) request.setHeader('Authorization', `Bearer ${token}`);
            },
            onProgress: (bytesSent, bytesTotal) =>
              uploadOptions.onProgress?.({
                bytesSent,
                bytesTotal,
                percent: bytesTotal > 0 ? Math.floor((bytesSent / bytesTotal) * 100) : 100,
              }),
            onSuccess: (payload) => resolve(payload.lastResponse),
            onError: (error) => reject(uploadError(error)),
          });
          uploadOptions.signal?.addEventListener('abort', () => {
            void upload.abort(true);
            reject(new CreatorApiError(RESOURCE_ERROR_MESSAGES.uploadMedia, { code: 'aborted' }));
          });
          upload.start();
        },
      );
      return readCreatedMedia(lastResponse);
    },
  };
}

/** The server answers the last chunk with `{ data: media }` once it has checked and stored the file. */
function readCreatedMedia(response: { getBody(): string; getStatus(): number }): MediaItem {
  try {
    const payload = JSON.parse(response.getBody()) as { data?: unknown };
    return mask(payload.data, mediaItemStruct);
  } catch (cause) {
    throw new CreatorApiError(RESOURCE_ERROR_MESSAGES.uploadMedia, {
      status: response.getStatus(),
      code: 'invalid_response',
      cause,
    });
  }
}
