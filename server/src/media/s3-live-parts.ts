import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type MetadataValue, S3Store } from '@tus/s3-store';

type StoreOptions = ConstructorParameters<typeof S3Store>[0];

/**
 * Silent, as the SDK is without a logger (it then logs no failed command: tus and the API handle those), but for
 * its console warnings, less the one that a streamed request failed: a part abandoned on purpose (its request was
 * cut) is aborted every time.
 */
const sdkLogger = {
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: (...content: unknown[]) => {
    if (!String(content[0]).includes('non-retryable streaming request')) console.warn(...content);
  },
  error: () => undefined,
};

/** The bytes a PATCH carries, as tus's size limit on its body knows them (its Content-Length, when it has one). */
const declaredBodyBytes = (stream: Readable) => {
  const limit = (stream as { maxSize?: unknown }).maxSize;
  return typeof limit === 'number' && Number.isSafeInteger(limit) ? limit : undefined;
};

/** What each part's two outlets (the bucket's request, the spool) hold before the request's reading waits. */
const BUFFERED_BYTES = 1024 * 1024;

/** Waits until `stream` takes more, or `failed` rejects (a request that ended will never drain). */
async function drained(stream: NodeJS.WritableStream, failed: Promise<unknown>) {
  const done = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: done.signal }), failed]);
  } finally {
    done.abort();
  }
}

/**
 * One multipart part as it arrives: the bytes go to the bucket at once (an UploadPart whose body is the request's
 * own chunks) and to a spool file beside, read only if the request ends before the part is whole (a cut upload),
 * when the spool becomes the part (or tus's incomplete part) exactly as tus's own store would have sent it.
 */
class ArrivingPart {
  received = 0;
  private readonly spool: WriteStream;
  /** Settles once the spool is written and closed, or failed. */
  private readonly spooled: Promise<void>;
  private readonly body: PassThrough | undefined;
  private readonly abort = new AbortController();
  private readonly sent: Promise<unknown> | undefined;

  constructor(
    readonly path: string,
    readonly length: number,
    send: ((body: Readable, length: number, signal: AbortSignal) => Promise<unknown>) | undefined,
  ) {
    this.spool = createWriteStream(path, { highWaterMark: BUFFERED_BYTES });
    this.spooled = finished(this.spool);
    this.spooled.catch(() => undefined);
    if (send) {
      this.body = new PassThrough({ highWaterMark: BUFFERED_BYTES });
      this.sent = send(this.body, length, this.abort.signal);
      // Awaited by `finish` or `abandon`; until then a failure only stops the writes (`write` races it).
      this.sent.catch(() => undefined);
    }
  }

  get remaining() {
    return this.length - this.received;
  }

  /** Whether the bucket gets it as it arrives (else it is only spooled: a piece for tus's incomplete part). */
  get live() {
    return this.body !== undefined;
  }

  async write(chunk: Buffer) {
    this.received += chunk.length;
    const waits: Promise<void>[] = [];
    if (!this.spool.write(chunk)) waits.push(drained(this.spool, this.spooled));
    if (this.body && !this.body.write(chunk)) waits.push(drained(this.body, this.sent as Promise<unknown>));
    await Promise.all(waits);
  }

  /** The part is whole: its UploadPart ends with the last byte, and the spool is not needed. */
  async finish() {
    this.body?.end();
    this.spool.end();
    try {
      await this.sent;
    } finally {
      await this.spooled.catch(() => undefined);
      await rm(this.path, { force: true });
    }
  }

  /** The request ended before the part was whole: the bucket never gets a short part, the spool has the bytes. */
  async abandon() {
    this.abort.abort();
    this.body?.destroy();
    await this.sent?.catch(() => undefined);
    this.spool.end();
    await this.spooled;
  }

  async discard() {
    await this.abandon().catch(() => undefined);
    await rm(this.path, { force: true });
  }
}

/**
 * tus's S3 store, with each part sent to the bucket while it arrives instead of after it was spooled whole to a
 * temporary file and read back: the API does not read every byte back from disk, and the upload's answer waits
 * after its last byte only for the bucket to take that last part's end and complete it (with tus's own store it
 * waited for whole parts of 64 MB still queued behind the request). The spool is still written, so that a cut
 * request keeps every byte it delivered, as with tus's store: resuming continues from the same offset.
 */
export class LivePartsS3Store extends S3Store {
  /** Where each upload's current request ends (absolute offset), when its PATCH told its length. */
  private readonly requestEnds = new Map<string, number>();

  constructor(options: StoreOptions) {
    super({ ...options, s3ClientConfig: { logger: sdkLogger, ...options.s3ClientConfig } });
  }

  override async write(src: Readable, id: string, offset: number): Promise<number> {
    const bytes = declaredBodyBytes(src);
    if (bytes !== undefined) this.requestEnds.set(id, offset + bytes);
    try {
      return await super.write(src, id, offset);
    } finally {
      this.requestEnds.delete(id);
    }
  }

  protected override async uploadParts(
    metadata: MetadataValue,
    readStream: Readable,
    currentPartNumber: number,
    offset: number,
  ): Promise<number> {
    const size = metadata.file.size;
    if (size === undefined) return super.uploadParts(metadata, readStream, currentPartNumber, offset);
    const partSize = this.calcOptimalPartSize(size);
    const end = Math.min(size, this.requestEnds.get(metadata.file.id) ?? size);
    let partNumber = currentPartNumber;
    let position = offset;
    let uploaded = 0;
    let part: ArrivingPart | null = null;
    const finishing: Promise<void>[] = [];
    // A part the bucket refused stops the reading at once (tus's store destroys its splitter the same way).
    let refusal: { error: unknown } | undefined;
    const spoolPath = () => join(tmpdir(), `tus-s3-live-part-${randomBytes(8).toString('hex')}`);

    const startPart = (): ArrivingPart => {
      const left = end > position ? end - position : size - position;
      const length = Math.min(partSize, size - position, left);
      const whole = length >= this.minPartSize || position + length === size;
      const number = partNumber;
      // A piece under S3's least part that does not end the file can only wait as tus's incomplete part: spooled.
      return new ArrivingPart(
        spoolPath(),
        length,
        whole
          ? (body, ContentLength, abortSignal) =>
              this.client.uploadPart(
                {
                  Bucket: this.bucket,
                  Key: metadata.file.id,
                  UploadId: metadata['upload-id'],
                  PartNumber: number,
                  Body: body,
                  ContentLength,
                },
                { abortSignal },
              )
          : undefined,
      );
    };

    try {
      for await (const received of readStream) {
        let chunk = received as Buffer;
        while (chunk.length > 0) {
          part ??= startPart();
          // tus's size limit ends the body where its Content-Length said, so a spooled piece is never outgrown.
          if (part.remaining === 0) throw new Error('the request carried more bytes than it declared');
          const taken = chunk.subarray(0, part.remaining);
          await part.write(taken);
          chunk = chunk.subarray(taken.length);
          position += taken.length;
          if (part.remaining === 0 && part.live) {
            const whole: ArrivingPart = part;
            part = null;
            partNumber += 1;
            finishing.push(
              whole.finish().then(
                () => {
                  uploaded += whole.length;
                },
                (error: unknown) => {
                  refusal ??= { error };
                },
              ),
            );
          }
          if (refusal) throw refusal.error;
        }
      }
    } catch (error) {
      await part?.discard();
      await Promise.allSettled(finishing);
      throw error;
    }
    await Promise.all(finishing);
    if (refusal) {
      await part?.discard();
      throw refusal.error;
    }
    if (part) {
      // The request ended inside a part: what arrived is sent from the spool, as tus's store sends it.
      const spooled: ArrivingPart = part;
      await spooled.abandon();
      try {
        const isFinal = position === size;
        if (spooled.received >= this.minPartSize || isFinal) {
          await this.uploadPart(metadata, createReadStream(spooled.path), partNumber);
        } else {
          await this.uploadIncompletePart(metadata.file.id, createReadStream(spooled.path));
        }
        uploaded += spooled.received;
      } finally {
        await rm(spooled.path, { force: true });
      }
    }
    return uploaded;
  }
}
