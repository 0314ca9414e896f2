import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assembleObject, forgetParts, storedParts, writeBody, writePart } from './local-s3-parts';

const MB = 1024 * 1024;

/*
 * The local S3 server's multipart uploads made to behave as S3's: what s3rver lacks or does otherwise, patched
 * onto its filesystem store and its Koa app by `local-s3.ts`.
 */

export interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
}
export type Middleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;
export interface S3rverStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObjectMultipart(
    bucket: string,
    uploadId: string,
    parts: { number: number }[],
  ): Promise<{ size: number; md5: string }>;
  putPart(
    bucket: string,
    uploadId: string,
    partNumber: number | string,
    content: NodeJS.ReadableStream,
  ): Promise<{ size: number; md5: string }>;
  /** Writes a stream to a file, answering its size and MD5 (hex). */
  putContent(path: string, content: NodeJS.ReadableStream | Buffer): Promise<[number, string]>;
}

/**
 * CompleteMultipartUpload as S3 does it: the object is its parts one after the other, and its ETag the MD5 of the
 * parts' MD5s with their count (`"<hex>-<n>"`), not a hash of every byte. s3rver's own reads the whole object
 * back through a stream of 64 KB reads and hashes it again, seconds for a video, which S3 never spends: the
 * upload bench would time this server's completion rather than the API. Parts sent in order are already one file
 * (`local-s3-parts.ts`), renamed into the object.
 */
export function completeMultipartAsS3Does(store: S3rverStore) {
  store.putObjectMultipart = async (bucket, uploadId, parts) => {
    const uploadDir = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const [key, metadata] = await Promise.all([
      readFile(join(uploadDir, 'key'), 'utf8'),
      readFile(join(uploadDir, 'metadata'), 'utf8').then(
        (text) => JSON.parse(text) as Record<string, string>,
      ),
    ]);
    const objectPath = store.getResourcePath(bucket, key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const numbers = parts.map((part) => part.number).sort((a, b) => a - b);
    const joined = await assembleObject(uploadDir, numbers, objectPath);
    const md5 = `${createHash('md5')
      .update(Buffer.concat(joined.map((part) => Buffer.from(part.md5, 'hex'))))
      .digest('hex')}-${joined.length}`;
    await store.putMetadata(bucket, key, { 'content-type': 'binary/octet-stream', ...metadata }, md5);
    await rm(uploadDir, { recursive: true, force: true });
    return { size: (await stat(objectPath)).size, md5 };
  };
}

/**
 * UploadPart as S3 does it: a part exists once all its bytes arrived. s3rver writes a part straight where ListParts
 * finds it, so a request cut halfway (a client aborting it) would leave a short part that ListParts reports and
 * CompleteMultipartUpload joins; here a part is recorded only when whole (`local-s3-parts.ts`).
 */
export function partsOnlyWhenWhole(store: S3rverStore) {
  store.putPart = async (bucket, uploadId, partNumber, content) => {
    const uploadDir = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    await mkdir(uploadDir, { recursive: true });
    // s3rver hands the part's number over as the query has it: text.
    return writePart(uploadDir, Number(partNumber), content);
  };
}

/**
 * The three multipart calls s3rver lacks and `@tus/s3-store` needs (ListParts to resume, ListMultipartUploads
 * and AbortMultipartUpload to expire), answered from the files s3rver itself keeps for an unfinished upload:
 * `<bucket>/._S3rver_uploads/<uploadId>/{key,metadata,<part>,<part>.md5}`. Everything else is s3rver's own.
 */
export function missingMultipartCalls(store: S3rverStore): Middleware {
  return async (context, next) => {
    const [bucket, ...keyParts] = context.path.slice(1).split('/').map(decodeURIComponent);
    const uploadId = typeof context.query.uploadId === 'string' ? context.query.uploadId : undefined;
    const key = keyParts.join('/');
    if (!bucket) return next();
    const uploadsDir = store.getResourcePath(bucket, undefined, 'uploads');
    if (context.method === 'GET' && !key && 'uploads' in context.query) {
      const ids = await readdir(uploadsDir).catch(() => [] as string[]);
      const uploads = await Promise.all(
        ids.map(async (id) => ({
          Key: await readFile(join(uploadsDir, id, 'key'), 'utf8'),
          UploadId: id,
          Initiated: (await stat(join(uploadsDir, id, 'key'))).mtime.toISOString(),
        })),
      );
      context.body = {
        ListMultipartUploadsResult: { Bucket: bucket, IsTruncated: false, Upload: uploads },
      };
      return;
    }
    if (!key || !uploadId || !['GET', 'DELETE'].includes(context.method)) return next();
    const uploadDir = join(uploadsDir, uploadId);
    const storedKey = await readFile(join(uploadDir, 'key'), 'utf8').catch(() => undefined);
    if (storedKey !== key) {
      context.status = 404;
      context.body = {
        Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.', UploadId: uploadId },
      };
      return;
    }
    if (context.method === 'DELETE') {
      forgetParts(uploadDir);
      await rm(uploadDir, { recursive: true, force: true });
      context.status = 204;
      context.body = null;
      return;
    }
    const parts = (await storedParts(uploadDir)).map((part) => ({
      PartNumber: part.number,
      ETag: JSON.stringify(part.md5),
      Size: part.size,
      LastModified: part.modified.toISOString(),
    }));
    context.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        IsTruncated: false,
        MaxParts: 10_000,
        Part: parts,
      },
    };
  };
}

/**
 * An object's body (PutObject) written to its file in writes of up to 1 MB, hashed as it passes (its ETag is its
 * MD5, as on S3). s3rver pipes it through a Transform into a write stream of 16 KB, which pauses the request at
 * every 64 KB socket read. Parts are written by `local-s3-parts.ts`.
 */
export function bodiesWrittenInLargeWrites(store: S3rverStore) {
  store.putContent = async (path, content) => {
    const hash = createHash('md5');
    if (!Buffer.isBuffer(content)) {
      const size = await writeBody(content, createWriteStream(path, { highWaterMark: MB }), hash);
      return [size, hash.digest('hex')];
    }
    await writeFile(path, content);
    return [content.length, hash.update(content).digest('hex')];
  };
}
