import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partsOnlyWhenWhole, type S3rverStore } from './local-s3-multipart';
import { assembleObject, storedParts, writePart } from './local-s3-parts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'local-s3-parts-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A part's request as s3rver hands it over: its body, and the length its headers announced. */
function request(bytes: Buffer, options: { announced?: number | null; cutAfter?: number } = {}) {
  const body = Readable.from(
    (function* () {
      const end = options.cutAfter ?? bytes.length;
      for (let at = 0; at < end; at += 1000) yield bytes.subarray(at, Math.min(at + 1000, end));
      if (options.cutAfter !== undefined) throw new Error('connection reset');
    })(),
  );
  const announced = options.announced === undefined ? bytes.length : options.announced;
  return Object.assign(body, { headers: announced === null ? {} : { 'content-length': String(announced) } });
}

const bytes = (size: number, seed: number) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * seed) % 251));
const [one, two, three] = [bytes(4000, 7), bytes(3500, 11), bytes(1200, 13)];
const object = () => join(dir, 'object');

describe('the local S3 server keeps a multipart upload’s parts as S3 does (the bucket of the S3 store’s tests)', () => {
  it('joins parts sent in order into the object without copying them: they were written in place', async () => {
    await writePart(dir, 1, request(one));
    await Promise.all([writePart(dir, 2, request(two)), writePart(dir, 3, request(three))]);
    const parts = await storedParts(dir);
    expect(parts.map((part) => [part.number, part.offset, part.size])).toEqual([
      [1, 0, 4000],
      [2, 4000, 3500],
      [3, 7500, 1200],
    ]);
    expect(new Set(parts.map((part) => part.file))).toEqual(new Set([join(dir, 'assembly')]));
    await assembleObject(dir, [1, 2, 3], object());
    expect(readFileSync(object())).toEqual(Buffer.concat([one, two, three]));
  });

  it('never keeps a part cut before its last byte, and the part sent again takes its place', async () => {
    await writePart(dir, 1, request(one));
    await expect(writePart(dir, 2, request(two, { cutAfter: 2000 }))).rejects.toThrow('connection reset');
    expect((await storedParts(dir)).map((part) => part.number)).toEqual([1]);
    await writePart(dir, 2, request(two));
    await writePart(dir, 3, request(three));
    await assembleObject(dir, [1, 2, 3], object());
    expect(readFileSync(object())).toEqual(Buffer.concat([one, two, three]));
  });

  it('joins parts sent out of order, sent again or without a length by copying them in order', async () => {
    await writePart(dir, 2, request(two));
    await writePart(dir, 1, request(one, { announced: null }));
    await writePart(dir, 3, request(three));
    await writePart(dir, 2, request(bytes(3500, 17)));
    await assembleObject(dir, [1, 2, 3], object());
    expect(readFileSync(object())).toEqual(Buffer.concat([one, bytes(3500, 17), three]));
  });

  it('refuses to complete with a part that never arrived', async () => {
    await writePart(dir, 1, request(one));
    await expect(assembleObject(dir, [1, 2], object())).rejects.toThrow('part 2 was never uploaded');
  });

  it('writes in place the parts s3rver hands over, their numbers as the query has them (text)', async () => {
    const store = { getResourcePath: () => dir } as unknown as S3rverStore;
    partsOnlyWhenWhole(store);
    await store.putPart('bucket', 'upload', '1', request(one));
    await store.putPart('bucket', 'upload', '2', request(two));
    const files = (await storedParts(join(dir, 'upload'))).map((part) => part.file);
    expect(files).toEqual([join(dir, 'upload', 'assembly'), join(dir, 'upload', 'assembly')]);
  });
});
