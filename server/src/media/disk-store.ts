import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { FileStore } from '@tus/file-store';
import { resolveRange } from './byte-ranges';
import type { MediaStore } from './media-store';

/**
 * The media store on the local disk (the default): files under `mediaDir/<key>`, unfinished tus uploads under
 * `uploadDir` (`@tus/file-store`), where a finished upload is also the local file the byte checks read, so
 * accepting one is a rename.
 */
export function createDiskStore(options: { mediaDir: string; uploadDir: string }): MediaStore {
  const mediaDir = resolve(options.mediaDir);
  const uploadDir = resolve(options.uploadDir);
  /** Keys are written by the server, yet a path never leaves the media folder. */
  const pathOf = (key: string): string | null => {
    const path = normalize(join(mediaDir, key));
    return path.startsWith(mediaDir + sep) ? path : null;
  };
  const uploadPathOf = (uploadId: string) => join(uploadDir, uploadId);
  const sizeOf = (path: string) =>
    stat(path).then(
      (info) => (info.isFile() ? info.size : null),
      () => null,
    );

  return {
    kind: 'disk',
    uploadDatastore: (lifetimeMs) =>
      new FileStore({ directory: uploadDir, expirationPeriodInMilliseconds: lifetimeMs }),
    finishedUploadFile: async (uploadId) => ({
      path: uploadPathOf(uploadId),
      release: async () => undefined,
    }),
    async adoptUpload(uploadId, key) {
      const path = pathOf(key);
      if (!path) throw new Error(`storage key outside the media folder: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      await rename(uploadPathOf(uploadId), path);
      await rm(`${uploadPathOf(uploadId)}.json`, { force: true });
    },
    async discardUpload(uploadId) {
      await rm(uploadPathOf(uploadId), { force: true });
      await rm(`${uploadPathOf(uploadId)}.json`, { force: true });
    },
    async put(key, bytes) {
      const path = pathOf(key);
      if (!path) throw new Error(`storage key outside the media folder: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed, so a reader never streams a half-written file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async open(key, range) {
      const path = pathOf(key);
      const info = path ? await stat(path).catch(() => null) : null;
      if (!path || !info?.isFile()) return null;
      const { size } = info;
      // Files are replaced by a rename, never written in place: size and time of change name the bytes.
      const etag = `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      if (!range) return { stream: createReadStream(path), size, etag };
      const served = resolveRange(range, size);
      return { stream: createReadStream(path, served), size, etag, range: served };
    },
    async exists(key) {
      const path = pathOf(key);
      return path !== null && (await sizeOf(path)) !== null;
    },
    async remove(keys) {
      for (const key of keys) {
        const path = pathOf(key);
        if (!path) continue;
        await rm(path, { force: true });
        const base = path.slice(dirname(path).length + 1);
        const siblings = await readdir(dirname(path)).catch(() => [] as string[]);
        for (const name of siblings) {
          if (name.startsWith(`${base}.`)) await rm(join(dirname(path), name), { force: true });
        }
      }
    },
  };
}
