import type { MediaItem } from '../contract/media';
import type { MediaFileContext } from '../rules/media-file';

/*
 * What a caller gives an upload and hears back from it: shared by the resource (rules, errors) and its lazily
 * loaded transport (tus), so that neither imports the other's module.
 */

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
