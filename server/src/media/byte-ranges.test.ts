import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../testing/local-s3';
import { parseContentRange, parseRange, RangeNotSatisfiable, resolveRange } from './byte-ranges';
import { createDiskStore } from './disk-store';
import type { MediaStore } from './media-store';
import { createS3Store } from './s3-store';

describe('Range headers (RFC 9110 byte ranges, as a CDN serves media)', () => {
  it('reads one range in its three forms, and leaves anything else to the whole file', () => {
    expect(parseRange('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=500-')).toEqual({ start: 500 });
    expect(parseRange('bytes=-200')).toEqual({ suffixLength: 200 });
    for (const ignored of [
      undefined,
      '',
      'bytes=-',
      'bytes=9-3',
      'items=0-9',
      'bytes=0-1,5-9',
      'bytes=abc',
    ]) {
      expect(parseRange(ignored), String(ignored)).toBeNull();
    }
    expect(parseRange(`bytes=0-${'9'.repeat(40)}`)).toBeNull();
  });

  it('resolves a range against the size: clipped at the end, refused beyond it', () => {
    expect(resolveRange({ start: 10, end: 5000 }, 100)).toEqual({ start: 10, end: 99 });
    expect(resolveRange({ suffixLength: 30 }, 100)).toEqual({ start: 70, end: 99 });
    expect(resolveRange({ suffixLength: 300 }, 100)).toEqual({ start: 0, end: 99 });
    expect(() => resolveRange({ start: 100 }, 100)).toThrow(RangeNotSatisfiable);
    expect(() => resolveRange({ suffixLength: 0 }, 100)).toThrow(RangeNotSatisfiable);
    expect(parseContentRange('bytes 10-19/100')).toEqual({ range: { start: 10, end: 19 }, size: 100 });
  });
});

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.stop();
});

function storeOf(kind: 'disk' | 's3'): MediaStore {
  if (kind === 's3') return createS3Store(s3.settings);
  const dir = mkdtempSync(join(tmpdir(), 'creators-ranges-'));
  return createDiskStore({ mediaDir: join(dir, 'media'), uploadDir: join(dir, 'uploads') });
}

describe.each(['disk', 's3'] as const)('the %s media store reads ranges', (kind) => {
  const bytes = Buffer.from('0123456789abcdefghij');

  it('streams only the bytes of a range, with the whole size and a validator', async () => {
    const store = storeOf(kind);
    await store.put('c/clip.mp4', bytes);
    const middle = await store.open('c/clip.mp4', { start: 5, end: 9 });
    expect(middle).toMatchObject({
      size: 20,
      range: { start: 5, end: 9 },
      etag: expect.stringMatching(/^"/),
    });
    expect(await text(middle?.stream as Readable)).toBe('56789');
    const tail = await store.open('c/clip.mp4', { suffixLength: 4 });
    expect(tail?.range).toEqual({ start: 16, end: 19 });
    expect(await text(tail?.stream as Readable)).toBe('ghij');
    const whole = await store.open('c/clip.mp4');
    expect(whole?.range).toBeUndefined();
    expect(whole?.etag).toBe(middle?.etag);
    expect(await text(whole?.stream as Readable)).toBe(bytes.toString());
  });

  it('refuses a range that starts beyond the end, naming the size', async () => {
    const store = storeOf(kind);
    await store.put('c/short.mp4', bytes);
    await expect(store.open('c/short.mp4', { start: 20 })).rejects.toMatchObject({ size: 20 });
    await expect(store.open('c/short.mp4', { start: 20 })).rejects.toBeInstanceOf(RangeNotSatisfiable);
  });
});
