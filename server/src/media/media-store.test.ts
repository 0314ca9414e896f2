import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../testing/local-s3';
import { createDiskStore } from './disk-store';
import type { MediaStore } from './media-store';
import { createS3Store } from './s3-store';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.stop();
});

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Bytes that no compression or deduplication could fake: a real upload's worth. */
const randomish = (size: number) => {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4) bytes.writeUInt32LE((i * 2654435761) >>> 0, i);
  return bytes;
};

/** Two stores of one kind over the same place: two API processes sharing the store. */
function twoProcesses(kind: 'disk' | 's3'): [MediaStore, MediaStore] {
  if (kind === 's3') return [createS3Store(s3.settings), createS3Store(s3.settings)];
  const dir = mkdtempSync(join(tmpdir(), 'creators-store-'));
  const folders = { mediaDir: join(dir, 'media'), uploadDir: join(dir, 'uploads') };
  return [createDiskStore(folders), createDiskStore(folders)];
}

async function startUpload(store: MediaStore, size: number, lifetimeMs = 60_000) {
  const datastore = store.uploadDatastore(lifetimeMs);
  const id = createHash('md5').update(String(Math.random())).digest('hex');
  await datastore.create(new Upload({ id, size, offset: 0, metadata: { filename: 'clip.mp4' } }));
  return { datastore, id };
}

describe.each(['disk', 's3'] as const)('the %s media store', (kind) => {
  it('keeps what is put, streams it back with its size, and says what exists', async () => {
    const [store] = twoProcesses(kind);
    await store.put('creator-a/one.png', Buffer.from('picture bytes'));
    const opened = await store.open('creator-a/one.png');
    expect(opened?.size).toBe(13);
    expect(await text(opened?.stream as Readable)).toBe('picture bytes');
    expect(await store.exists('creator-a/one.png')).toBe(true);
    expect(await store.exists('creator-a/two.png')).toBe(false);
    expect(await store.open('creator-a/two.png')).toBeNull();
  });

  it('removing a media takes its variants (previews) and nothing else', async () => {
    const [store] = twoProcesses(kind);
    for (const key of ['c/m1.png', 'c/m1.png.preview.webp', 'c/m10.png', 'c/m2.png']) {
      await store.put(key, Buffer.from(key));
    }
    await store.remove(['c/m1.png']);
    const left = await Promise.all(
      ['c/m1.png', 'c/m1.png.preview.webp', 'c/m10.png', 'c/m2.png'].map(store.exists),
    );
    expect(left).toEqual([false, false, true, true]);
  });

  it('an upload resumes in another API process from the stored offset; once adopted, only the media is left', async () => {
    const [first, second] = twoProcesses(kind);
    // More than S3's 5 MB minimum part, so the bucket holds a real multipart part before the resume.
    const bytes = randomish(7 * MiB);
    const { datastore, id } = await startUpload(first, bytes.length);
    await datastore.write(Readable.from([bytes.subarray(0, 6 * MiB)]), id, 0);
    const resumed = second.uploadDatastore(60_000);
    expect((await resumed.getUpload(id)).offset).toBe(6 * MiB);
    expect(await resumed.write(Readable.from([bytes.subarray(6 * MiB)]), id, 6 * MiB)).toBe(bytes.length);
    const file = await second.finishedUploadFile(id);
    expect(sha256(await readFile(file.path))).toBe(sha256(bytes));
    await file.release();
    await second.adoptUpload(id, 'creator-b/clip.mp4');
    const stored = await first.open('creator-b/clip.mp4');
    expect(stored?.size).toBe(bytes.length);
    await stored?.stream.destroy();
    await expect(resumed.getUpload(id)).rejects.toBeDefined();
    if (kind === 's3')
      expect(await s3.contents()).toMatchObject({ uploads: [], keys: expect.not.arrayContaining([id]) });
  });

  it('a refused upload leaves nothing behind', async () => {
    const [store] = twoProcesses(kind);
    const { datastore, id } = await startUpload(store, 1024);
    await datastore.write(Readable.from([randomish(1024)]), id, 0);
    await store.discardUpload(id);
    await expect(datastore.getUpload(id)).rejects.toBeDefined();
    if (kind === 's3') {
      const { keys, uploads } = await s3.contents();
      expect(keys.filter((key) => key.startsWith(id))).toEqual([]);
      expect(uploads).toEqual([]);
    }
  });

  it('a partial upload past its lifetime is deleted with its bytes', async () => {
    const [store] = twoProcesses(kind);
    const { datastore, id } = await startUpload(store, 4096, 1);
    await datastore.write(Readable.from([randomish(1024)]), id, 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await datastore.deleteExpired();
    // Asked afresh (tus's S3 store remembers uploads it saw in memory): the upload is gone.
    await expect(store.uploadDatastore(1).getUpload(id)).rejects.toBeDefined();
    if (kind === 's3') {
      const { keys, uploads } = await s3.contents();
      expect(keys.filter((key) => key.startsWith(id))).toEqual([]);
      expect(uploads.filter((upload) => upload === id)).toEqual([]);
    }
  });
});
