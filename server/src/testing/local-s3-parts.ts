import { type Hash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/*
 * Where the local S3 server keeps a multipart upload's parts, under its upload folder:
 * - parts that arrive in order and announce their length (the SDK's UploadPart sends a Content-Length) are written
 *   straight into one file, `assembly`, each after the one before, and recorded as `<n>.at` ({ offset, size }):
 *   completing an upload made of exactly those renames that file into the object, as S3 completes one without
 *   the client waiting for its bytes to be copied (the upload bench would otherwise time this server's copy);
 * - any other part (out of order, sent again, after a cut) is a file `<n>` of its own, copied on completion.
 * A part exists only once all its bytes arrived, as on S3. Its ETag, in `<n>.md5`, names that one write of it
 * rather than hashing its bytes: S3 hashes them on its own machines, while this server shares the bench's two
 * cores with the API it stands for (hashing was a sixth of the S3 path's CPU). Clients only hand a part's ETag
 * back to complete the upload, and the object's ETag still changes whenever its bytes do.
 */

/** What a body's file holds before its request's reading waits. */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/** Where the next in-order part goes, per upload folder. */
interface Assembly {
  next: number;
  end: number;
  created: Promise<void>;
}
const assemblies = new Map<string, Assembly>();

export interface StoredPart {
  number: number;
  size: number;
  md5: string;
  modified: Date;
  /** The file holding its bytes, from `offset`. */
  file: string;
  offset: number;
}

const assemblyOf = (uploadDir: string) => join(uploadDir, 'assembly');

/** Writes `content` to `target`, answering its size; `hash`, if given, sees every byte on the way. */
export async function writeBody(
  content: NodeJS.ReadableStream,
  target: Writable,
  hash?: Hash,
): Promise<number> {
  let size = 0;
  await pipeline(
    content,
    async function* (chunks: AsyncIterable<Buffer | string>) {
      for await (const chunk of chunks) {
        hash?.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    target,
  );
  return size;
}

/** A part's ETag: this write of it. */
const partTag = () => randomBytes(16).toString('hex');

/** The length a part's request announced (s3rver hands over the request itself when its body is not chunked). */
function announcedLength(content: NodeJS.ReadableStream): number | undefined {
  const length = Number((content as { headers?: Record<string, string> }).headers?.['content-length']);
  return Number.isSafeInteger(length) && length > 0 ? length : undefined;
}

/** Stores part `number` of the upload in `uploadDir`, in the assembly when it is the next one in order. */
export async function writePart(
  uploadDir: string,
  number: number,
  content: NodeJS.ReadableStream,
): Promise<{ size: number; md5: string }> {
  const base = join(uploadDir, String(number));
  let assembly = assemblies.get(uploadDir);
  if (!assembly) {
    const created = open(assemblyOf(uploadDir), 'w').then((file) => file.close());
    created.catch(() => undefined);
    assembly = { next: 1, end: 0, created };
    assemblies.set(uploadDir, assembly);
  }
  const announced = announcedLength(content);
  if (announced !== undefined && number === assembly.next) {
    const offset = assembly.end;
    assembly.next += 1;
    assembly.end += announced;
    try {
      await assembly.created;
      const target = createWriteStream(assemblyOf(uploadDir), {
        flags: 'r+',
        start: offset,
        highWaterMark: WRITE_BUFFER_BYTES,
      });
      const size = await writeBody(content, target);
      const md5 = partTag();
      if (size !== announced) throw new Error(`part ${number} ended after ${size} of ${announced} bytes`);
      await rm(base, { force: true });
      await Promise.all([
        writeFile(`${base}.md5`, md5),
        writeFile(`${base}.at`, JSON.stringify({ offset, size })),
      ]);
      return { size, md5 };
    } catch (error) {
      // The last place taken is given back (a cut part sent again goes to the same place); an earlier one leaves a
      // hole, so every later part is kept apart.
      if (assembly.next === number + 1 && assembly.end === offset + announced) {
        assembly.next = number;
        assembly.end = offset;
      } else assembly.next = Number.POSITIVE_INFINITY;
      throw error;
    }
  }
  const arriving = `${base}.${Date.now()}-${Math.random().toString(36).slice(2)}.arriving`;
  try {
    const size = await writeBody(content, createWriteStream(arriving, { highWaterMark: WRITE_BUFFER_BYTES }));
    const md5 = partTag();
    await rm(`${base}.at`, { force: true });
    await rename(arriving, base);
    await writeFile(`${base}.md5`, md5);
    return { size, md5 };
  } catch (error) {
    await rm(arriving, { force: true });
    throw error;
  }
}

/** Every whole part of the upload in `uploadDir`, by number. */
export async function storedParts(uploadDir: string): Promise<StoredPart[]> {
  const names = await readdir(uploadDir);
  const numbers = [
    ...new Set(names.map((name) => /^(\d+)(\.at)?$/.exec(name)?.[1]).filter((n) => n !== undefined)),
  ]
    .map(Number)
    .sort((a, b) => a - b);
  return Promise.all(
    numbers.map(async (number) => {
      const base = join(uploadDir, String(number));
      const md5 = await readFile(`${base}.md5`, 'utf8');
      if (names.includes(String(number))) {
        const info = await stat(base);
        return { number, size: info.size, md5, modified: info.mtime, file: base, offset: 0 };
      }
      const [place, info] = await Promise.all([readFile(`${base}.at`, 'utf8'), stat(`${base}.at`)]);
      const { offset, size } = JSON.parse(place) as { offset: number; size: number };
      return { number, size, md5, modified: info.mtime, file: assemblyOf(uploadDir), offset };
    }),
  );
}

/** Copies `size` bytes of `from` at `offset` to the end of `to`, through one reused buffer. */
async function appendRange(from: string, offset: number, size: number, to: string, buffer: Buffer) {
  const [source, target] = await Promise.all([open(from, 'r'), open(to, 'a')]);
  try {
    for (let done = 0; done < size; ) {
      const { bytesRead } = await source.read(buffer, 0, Math.min(buffer.length, size - done), offset + done);
      if (bytesRead === 0) throw new Error(`${from} ends before its part does`);
      await target.write(buffer, 0, bytesRead);
      done += bytesRead;
    }
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

/**
 * Makes the object at `objectPath` of the parts `numbers` (in order) and answers them: the assembly renamed when
 * it holds exactly those parts from its start, else each part's bytes copied in turn.
 */
export async function assembleObject(
  uploadDir: string,
  numbers: number[],
  objectPath: string,
): Promise<StoredPart[]> {
  const stored = new Map((await storedParts(uploadDir)).map((part) => [part.number, part]));
  const parts = numbers.map((number) => {
    const part = stored.get(number);
    if (!part) throw new Error(`part ${number} was never uploaded`);
    return part;
  });
  let end = 0;
  const inPlace = parts.every((part) => {
    const next = part.file === assemblyOf(uploadDir) && part.offset === end;
    end += part.size;
    return next;
  });
  if (inPlace && parts.length > 0) {
    // A part cut and sent again may have left bytes beyond the last whole one.
    await truncate(assemblyOf(uploadDir), end);
    await rename(assemblyOf(uploadDir), objectPath);
  } else {
    await writeFile(objectPath, '');
    const buffer = Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
    for (const part of parts) await appendRange(part.file, part.offset, part.size, objectPath, buffer);
  }
  forgetParts(uploadDir);
  return parts;
}

/** The upload is completed or aborted: its next part would start a new assembly. */
export function forgetParts(uploadDir: string) {
  assemblies.delete(uploadDir);
}
