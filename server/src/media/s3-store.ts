import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';
import { parseContentRange, RangeNotSatisfiable, rangeHeader, resolveRange } from './byte-ranges';
import type { MediaStore, S3MediaSettings } from './media-store';
import { LivePartsS3Store } from './s3-live-parts';

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** A missing object answers 404 (`NoSuchKey` to GET, a bare `NotFound` to HEAD). */
const isMissing = (error: unknown) => statusOf(error) === 404;

/** The client settings both the store and tus's `S3Store` use. */
export function s3ClientConfig(settings: S3MediaSettings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible servers do not all read the SDK's default
    // trailing-checksum (aws-chunked) bodies, and every byte is checked by the upload's own rules anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * The media store in an S3-compatible bucket. Unfinished uploads are multipart uploads of `@tus/s3-store` (its
 * parts, `<uploadId>.info` and `<uploadId>.part` objects), expired by its `deleteExpired`; a finished one is
 * the object `<uploadId>`, copied server-side to the media's key once accepted. Media are streamed from the
 * bucket by the API, which keeps serving them with its own fixed type, `nosniff` and CSP (`media-file-routes.ts`).
 */
export function createS3Store(settings: S3MediaSettings): MediaStore {
  const config = s3ClientConfig(settings);
  const client = new S3(config);
  const Bucket = settings.bucket;

  const deleteKeys = async (keys: string[]) => {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      await client.deleteObjects({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } });
    }
  };
  /** A key and its variants (`<key>.*`), listed page by page. */
  const withVariants = async (key: string) => {
    const keys = [key];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.listObjectsV2({ Bucket, Prefix: `${key}.`, ContinuationToken });
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };

  return {
    kind: 's3',
    uploadDatastore: (lifetimeMs) =>
      new LivePartsS3Store({
        s3ClientConfig: { ...config, bucket: settings.bucket },
        expirationPeriodInMilliseconds: lifetimeMs,
        // Expiry goes by each multipart upload's start (ListMultipartUploads), not by object tags.
        useTags: false,
        // Parts of 64 MB, not tus's 8 MB: each part is its own request to the bucket, sent while it arrives
        // (`s3-live-parts.ts`), and a 512 MB upload to the local S3 server ran 20-30 % faster with eight parts than
        // with 64; memory does not depend on it. S3 allows 10,000 parts, 640 GB at this size.
        partSize: 64 * 1024 * 1024,
      }),
    /**
     * A bounded temporary local copy, deleted by `release`: the checks (file-type's magic numbers, sharp,
     * mediabunny in its worker) read files by path and seek in them, and the copy is streamed to disk, so memory
     * stays flat even for a 5 GB video. Range reads would save the copy but not the checks' seeks.
     */
    async finishedUploadFile(uploadId) {
      const folder = await mkdtemp(join(tmpdir(), 'creators-upload-'));
      const path = join(folder, 'file');
      const release = () => rm(folder, { recursive: true, force: true });
      try {
        const { Body } = await client.getObject({ Bucket, Key: uploadId });
        await pipeline(Body as Readable, createWriteStream(path));
      } catch (error) {
        await release();
        throw error;
      }
      return { path, release };
    },
    async adoptUpload(uploadId, key) {
      await client.copyObject({ Bucket, Key: key, CopySource: `${Bucket}/${encodeURIComponent(uploadId)}` });
      await deleteKeys([uploadId, `${uploadId}.info`]);
    },
    async discardUpload(uploadId) {
      await deleteKeys([uploadId, `${uploadId}.info`]);
    },
    async put(key, bytes) {
      await client.putObject({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length });
    },
    async open(key, range) {
      try {
        // A range is read from the bucket as a range: the API never pulls a whole video to send a part of it.
        // The last bytes are asked for by position: S3-compatible servers do not all read a suffix range.
        const asked =
          range && 'suffixLength' in range
            ? resolveRange(range, Number((await client.headObject({ Bucket, Key: key })).ContentLength ?? 0))
            : range;
        const object = await client.getObject({
          Bucket,
          Key: key,
          ...(asked ? { Range: rangeHeader(asked) } : {}),
        });
        const stream = object.Body as Readable;
        const etag = object.ETag ?? `"${object.LastModified?.getTime() ?? 0}"`;
        const ranged = range ? parseContentRange(object.ContentRange) : null;
        if (ranged) return { stream, size: ranged.size, etag, range: ranged.range };
        return { stream, size: Number(object.ContentLength ?? 0), etag };
      } catch (error) {
        if (isMissing(error)) return null;
        if (range && statusOf(error) === 416) {
          const head = await client.headObject({ Bucket, Key: key });
          throw new RangeNotSatisfiable(Number(head.ContentLength ?? 0));
        }
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.headObject({ Bucket, Key: key });
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(keys) {
      const all: string[] = [];
      for (const key of keys) all.push(...(await withVariants(key)));
      if (all.length > 0) await deleteKeys(all);
    },
  };
}
