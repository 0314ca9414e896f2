import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';
import type { RangeRequest, ServedRange } from './byte-ranges';

/** A stored file opened for reading: its bytes (or the range asked for) as a stream, and how many it has. */
export interface StoredFile {
  stream: Readable;
  /** The whole file's size, whatever range is read. */
  size: number;
  /** A strong validator that changes whenever the bytes do (`ETag`). */
  etag: string;
  /** The bytes `stream` holds when a range was asked for. */
  range?: ServedRange;
}

/** A finished upload's bytes as a local file the checks can read; `release` deletes whatever was made for it. */
export interface LocalUploadFile {
  path: string;
  release(): Promise<void>;
}

/**
 * Where media bytes live: a folder on disk by default (`disk-store.ts`), an
 * S3-compatible bucket when `MEDIA_S3_*` is configured (`s3-store.ts`), so that several API processes can share
 * one store without a code change. The rest of the server talks only to this interface. Keys are the media rows'
 * `storage_key` (`<creatorId>/<mediaId>.<ext>`); a media's variants sit next to it as `<key>.<variant>` (the
 * preview: `previews.ts`' `previewKeyOf`).
 *
 * Anything that writes media files, the seed included, goes through `put` so that it lands where the API reads.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** The tus datastore unfinished uploads are written to, each expiring `lifetimeMs` after its creation. */
  uploadDatastore(lifetimeMs: number): DataStore;
  /** The bytes of a finished tus upload, as a local file for the byte checks (type, decoding, duration). */
  finishedUploadFile(uploadId: string): Promise<LocalUploadFile>;
  /** Makes a finished upload the stored file at `key`, leaving nothing of the upload behind. */
  adoptUpload(uploadId: string, key: string): Promise<void>;
  /** Deletes a finished upload that was refused, with everything tus kept about it. */
  discardUpload(uploadId: string): Promise<void>;
  /** Writes (or replaces) a small file: a preview, a seeded picture. */
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Opens a stored file for streaming, only the bytes of `range` when given (a bucket reads just those: a video
   * seeking never costs the whole object); null when there is none. Throws `RangeNotSatisfiable` for a range
   * beyond the end.
   */
  open(key: string, range?: RangeRequest): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the files at `keys` and every variant kept next to each (`<key>.*`). */
  remove(keys: readonly string[]): Promise<void>;
}

/** The bucket and how to reach it (`MEDIA_S3_*`, read by `config.ts`). */
export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, R2, a local one in tests); AWS's regional endpoint when absent. */
  endpoint: string | undefined;
  /** Credentials; the SDK's default chain (environment, instance role) when absent. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path rather than the host name, as most S3-compatible servers need. */
  forcePathStyle: boolean;
}
