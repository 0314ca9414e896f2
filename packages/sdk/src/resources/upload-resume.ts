import type { PreviousUpload, UrlStorage } from 'tus-js-client';

/** How much of each end of a file the fingerprint reads: enough to tell files apart, cheap on gigabytes. */
export const FINGERPRINT_EDGE_BYTES = 1024 * 1024;

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * What identifies a file's content without reading all of it: SHA-256 of its first and last megabyte (read in
 * spec 9's 64 KB units) and its size. The same bytes under another name, from another folder or after a reload
 * give the same fingerprint; a file edited at either end or resized gives another.
 */
export async function contentFingerprint(file: Blob, unitBytes: number): Promise<string> {
  const ranges: [number, number][] =
    file.size <= 2 * FINGERPRINT_EDGE_BYTES
      ? [[0, file.size]]
      : [
          [0, FINGERPRINT_EDGE_BYTES],
          [file.size - FINGERPRINT_EDGE_BYTES, file.size],
        ];
  const parts: Uint8Array[] = [];
  for (const [start, end] of ranges) {
    for (let at = start; at < end; at += unitBytes) {
      parts.push(new Uint8Array(await file.slice(at, Math.min(end, at + unitBytes)).arrayBuffer()));
    }
  }
  parts.push(new TextEncoder().encode(`:${file.size}`));
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return `sha256-${hex(await crypto.subtle.digest('SHA-256', whole))}-${file.size}`;
}

type NodeFs = typeof import('node:fs/promises');
/**
 * Node's file system, loaded only when a Node script asks for resumable uploads. The specifier is a variable so
 * that browser bundlers leave it alone (this code never runs in a page).
 */
const loadFs = () => {
  const specifier = 'node:fs/promises';
  return import(/* @vite-ignore */ specifier) as Promise<NodeFs>;
};

/** A file name for a storage key: the fingerprint's characters that are safe in a name, the rest escaped. */
const safeName = (text: string) => encodeURIComponent(text).replace(/%/g, '~');

/**
 * Where a Node script keeps the URLs of unfinished uploads: one small JSON file per upload in a folder the caller
 * names, written whole and renamed into place, so concurrent uploads and a crash mid-write never corrupt another
 * entry. The browser counterpart is tus-js-client's localStorage storage.
 */
export function createFileUrlStorage(dir: string): UrlStorage {
  const prefix = (fingerprint: string) => `tus--${safeName(fingerprint)}--`;
  const read = async (fs: NodeFs, name: string): Promise<PreviousUpload | undefined> => {
    try {
      const upload = JSON.parse(await fs.readFile(`${dir}/${name}`, 'utf8')) as PreviousUpload;
      return { ...upload, urlStorageKey: name };
    } catch {
      return undefined;
    }
  };
  const find = async (start: string) => {
    const fs = await loadFs();
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const uploads = await Promise.all(
      names.filter((name) => name.startsWith(start) && name.endsWith('.json')).map((name) => read(fs, name)),
    );
    // Newest first: the one to resume is the last one started.
    return uploads
      .filter((upload): upload is PreviousUpload => upload !== undefined)
      .sort((a, b) => String(b.creationTime).localeCompare(String(a.creationTime)));
  };
  return {
    findAllUploads: () => find('tus--'),
    findUploadsByFingerprint: (fingerprint) => find(prefix(fingerprint)),
    async removeUpload(urlStorageKey) {
      const fs = await loadFs();
      if (urlStorageKey.includes('/')) return;
      await fs.rm(`${dir}/${urlStorageKey}`, { force: true });
    },
    async addUpload(fingerprint, upload) {
      const fs = await loadFs();
      await fs.mkdir(dir, { recursive: true });
      const name = `${prefix(fingerprint)}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.json`;
      const temporary = `${dir}/.${name}.tmp`;
      await fs.writeFile(temporary, JSON.stringify(upload), { mode: 0o600 });
      await fs.rename(temporary, `${dir}/${name}`);
      return name;
    },
  };
}

/** How much of a file one read from disk takes when it is sent: 16 of spec 9's units, one system call each. */
const FILE_READ_BYTES = 1024 * 1024;

/**
 * Part of a file on disk as a request body (Node): its size, and its bytes read with a file stream from `start`
 * when the request is sent, so any range can be sent again from the offset the server answers (resume).
 */
export interface FileRange {
  readonly size: number;
  read(): AsyncIterable<Uint8Array>;
}

/**
 * A file on disk as a lazily read Blob (Node's `openAsBlob`: its size, type sniffing and fingerprint read a few
 * MB of it), and its ranges for the bytes sent, read with fs streams in 1 MB reads: a file Blob's slices cost
 * twice the CPU of a file stream for the same bytes, and its `stream()` crawls.
 */
export async function openFile(
  path: string,
): Promise<{ blob: Blob; range: (start: number, end: number) => FileRange }> {
  const specifier = 'node:fs';
  const fs = (await import(/* @vite-ignore */ specifier)) as typeof import('node:fs');
  const blob = await fs.openAsBlob(path);
  return {
    blob,
    range: (start, end) => ({
      size: Math.max(0, end - start),
      read: () => fs.createReadStream(path, { start, end: end - 1, highWaterMark: FILE_READ_BYTES }),
    }),
  };
}
