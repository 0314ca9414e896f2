import { mask } from 'superstruct';
import { UPLOAD_CHUNK_BYTES } from '../constants';
import { type MediaItem, mediaItemStruct, mediaKind } from '../contract/media';
import { CreatorApiError, type FieldErrors } from '../errors';
import { requireArgument } from '../http/guards';
import { type MediaFileContext, validateMediaFile } from '../rules/media-file';
import { RESOURCE_ERROR_MESSAGES, RESOURCE_GUARD_MESSAGES } from './messages';
import type { UploadFailure } from './upload-engine';

/** A Node readable stream, described by what tus needs of it so browser builds do not need Node's types. */
export interface ReadableFileStream {
  readonly readable: boolean;
  pipe(destination: never): unknown;
}

/**
 * What can be uploaded: a browser `File`/`Blob`, bytes in memory (a Node `Buffer`), a Node stream, or (Node) the
 * path of a file, which is read lazily and can resume.
 */
export type UploadSource = Blob | Uint8Array | ReadableFileStream | string;

/**
 * Where the URLs of unfinished uploads are kept so that the same content resumes from the server's offset: in
 * a browser, localStorage (the default); in Node, a folder the caller names. `false` never resumes.
 */
export type UploadResumeOptions = false | { storageDir: string };

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
  /**
   * Resuming across reloads, closed tabs and restarted scripts: the same content (by its fingerprint) continues
   * from the server's offset instead of starting over. On in browsers; in Node when given a `storageDir`.
   * Aborting a resumable upload keeps what the server has (it expires after a day); otherwise it is discarded.
   */
  resume?: UploadResumeOptions;
  /**
   * A video's poster frame (JPEG, PNG or WebP), sent once the video is accepted and made its preview. In a
   * browser, one is captured from the video when none is given; `false` sends none.
   */
  poster?: Blob | false;
}

export interface UploadResource {
  /**
   * Checks the file against the rules of spec 5, then sends it over tus with progress per 64 KB read (spec 9):
   * one request for the whole file where the runtime streams request bodies (Node), requests of
   * `UPLOAD_REQUEST_BYTES` otherwise. Resolves to the media the server created. A refused file throws before
   * any byte is sent, with the spec error keys in `fields.file`.
   */
  upload(file: UploadSource, options?: MediaUploadOptions): Promise<MediaItem>;
}

/** What an upload needs of the client: the API, the bearer token and the `fetch` every call goes through. */
export interface UploadDependencies {
  apiUrl: string;
  bearerToken: () => Promise<string | undefined>;
  fetch: () => typeof fetch;
}

/**
 * The upload's transport (tus, fingerprints, the HTTP stack) is loaded on the first upload only, so that pages
 * which never upload (sign-in) never download it.
 */
type Engine = typeof import('./upload-engine');
let loadingEngine: Promise<Engine> | undefined;

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
function uploadError(failure: UploadFailure): CreatorApiError {
  const message = RESOURCE_ERROR_MESSAGES.uploadMedia;
  if (failure.kind === 'aborted') return new CreatorApiError(message, { code: 'aborted' });
  if (failure.kind === 'network')
    return new CreatorApiError(message, { code: 'network_error', cause: failure.cause });
  let body: { error?: { code?: string; fields?: FieldErrors } } | undefined;
  try {
    body = JSON.parse(failure.body);
  } catch {
    body = undefined;
  }
  return new CreatorApiError(message, {
    status: failure.status,
    ...(body?.error?.code ? { code: body.error.code } : {}),
    ...(body?.error?.fields ? { fields: body.error.fields } : {}),
    cause: failure.cause,
  });
}

/** The server answers the last chunk with `{ data: media }` once it has checked and stored the file. */
function readCreatedMedia(response: { status: number; body: string }): MediaItem {
  try {
    const payload = JSON.parse(response.body) as { data?: unknown };
    return mask(payload.data, mediaItemStruct);
  } catch (cause) {
    throw new CreatorApiError(RESOURCE_ERROR_MESSAGES.uploadMedia, {
      status: response.status,
      code: 'invalid_response',
      cause,
    });
  }
}

export function createUploadResource(options: UploadDependencies): UploadResource {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/uploads`;
  return {
    async upload(input, givenOptions = {}) {
      requireArgument(input, RESOURCE_GUARD_MESSAGES.file);
      loadingEngine ??= import('./upload-engine');
      const engine = await loadingEngine;
      const { source: file, options: uploadOptions } = await engine.openSource(input, givenOptions);
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
      // A browser captures the poster frame while the video goes up.
      const poster =
        mediaKind(described.type) !== 'video'
          ? Promise.resolve(null)
          : uploadOptions.poster !== undefined
            ? Promise.resolve(uploadOptions.poster || null)
            : engine.capturePoster(file);
      const response = await engine
        .sendWithTus({
          endpoint,
          file,
          size: described.size,
          metadata,
          unitBytes: UPLOAD_CHUNK_BYTES,
          scope: `${context} ${uploadOptions.collectionId ?? ''}`,
          resume: uploadOptions.resume,
          retryDelays: uploadOptions.retryDelays ?? [0, 1000, 3000],
          bearerToken: options.bearerToken,
          fetch: options.fetch,
          onProgress: uploadOptions.onProgress,
          signal: uploadOptions.signal,
        })
        .catch((failure: UploadFailure) => {
          throw uploadError(failure);
        });
      const media = readCreatedMedia(response);
      const frame = await poster;
      if (!frame || mediaKind(media.type) !== 'video') return media;
      const withPoster = await engine.sendPoster({
        apiUrl: endpoint.slice(0, -'/uploads'.length),
        mediaId: media.id,
        poster: frame,
        bearerToken: options.bearerToken,
        fetch: options.fetch,
      });
      try {
        return withPoster ? mask(withPoster, mediaItemStruct) : media;
      } catch {
        return media;
      }
    },
  };
}
