import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../server/src/media/png-image';
import { headerOnlyMp4, sampleMp4 } from '../../server/src/media/sample-files';
import { countRows } from '../../server/src/testing/fixtures';
import { bearerFor, createTestApp } from '../../server/src/testing/test-app';
import type { ReliabilityApp } from './support/app';

let app: ReliabilityApp;
let base: string;
let bearer: string;

beforeAll(async () => {
  app = await createTestApp();
  base = await app.app.listen({ host: '127.0.0.1', port: 0 });
  bearer = await bearerFor(app.forge, 'sub-uploader');
  // One accepted image first: the image and type libraries load once (libvips alone is tens of MB), so the
  // memory each refusal below costs is measured on its own.
  const png = gradientPng(8, 8, [0, 0, 0], [255, 255, 255]);
  const warm = await createUpload('warm-up.png', 'image/png', png.length);
  await send(warm.headers.get('location') as string, 0, png);
});
afterAll(async () => {
  await app.app.close();
  await app.db.destroy();
});

const b64 = (text: string) => Buffer.from(text).toString('base64');

function box(type: string, body: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}
const ftyp = box(
  'ftyp',
  Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.alloc(4), Buffer.from('isommp41', 'latin1')]),
);

/** An MP4 whose movie box holds itself 10,000 times over: a parser that recurses without bound would fall over. */
function nestedBoxesMp4(depth: number): Buffer {
  let inner: Buffer = Buffer.alloc(0);
  for (let level = 0; level < depth; level += 1) inner = box('moov', inner);
  return Buffer.concat([ftyp, inner]);
}

/** An MP4 made of empty 8-byte boxes: a parser reading box by box must still end, and find no duration. */
function tinyBoxesMp4(count: number): Buffer {
  return Buffer.concat([ftyp, ...Array.from({ length: count }, () => box('free', Buffer.alloc(0)))]);
}

/** A real MP4 whose sample-size table claims two billion samples: a reader that allocates by it would blow up. */
async function sampleTableBombMp4(): Promise<Buffer> {
  const mp4 = Buffer.from(await sampleMp4(10));
  const stsz = mp4.indexOf('stsz', 0, 'latin1');
  mp4.writeUInt32BE(0x7fff_ffff, stsz + 12);
  return mp4;
}

/** A real MP4 whose time-to-sample table says each of its samples lasts 2^32 - 1 ticks. */
async function endlessTimesMp4(): Promise<Buffer> {
  const mp4 = Buffer.from(await sampleMp4(10));
  const stts = mp4.indexOf('stts', 0, 'latin1');
  mp4.writeUInt32BE(0xffff_ffff, stts + 16);
  return mp4;
}

const HOSTILE_FILES: { what: string; name: string; type: string; bytes: Buffer }[] = [
  {
    what: 'an SVG with a script declared image/png and named .png',
    name: 'x.png',
    type: 'image/png',
    bytes: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    ),
  },
  {
    what: 'random bytes declared image/jpeg',
    name: 'x.jpg',
    type: 'image/jpeg',
    bytes: randomBytes(64 * 1024),
  },
  {
    what: 'a GIF/script polyglot',
    name: 'x.gif',
    type: 'image/gif',
    bytes: Buffer.from('GIF89a/*<html><script>alert(1)</script></html>*/=1;'),
  },
  {
    what: 'a PNG header followed by garbage',
    name: 'x.png',
    type: 'image/png',
    bytes: Buffer.concat([gradientPng(2, 2, [0, 0, 0], [1, 1, 1]).subarray(0, 16), randomBytes(4096)]),
  },
  {
    what: 'an MP4 with 10,000 nested boxes',
    name: 'x.mp4',
    type: 'video/mp4',
    bytes: nestedBoxesMp4(10_000),
  },
  { what: 'an MP4 of 20,000 8-byte boxes', name: 'x.mp4', type: 'video/mp4', bytes: tinyBoxesMp4(20_000) },
  {
    what: 'an MP4 movie header claiming 60 s with no track',
    name: 'x.mp4',
    type: 'video/mp4',
    bytes: headerOnlyMp4(60),
  },
  {
    what: 'an MP4 whose sample table claims two billion samples',
    name: 'x.mp4',
    type: 'video/mp4',
    bytes: await sampleTableBombMp4(),
  },
  {
    what: 'an MP4 whose samples each last 2^32 ticks (a length far past 3 hours)',
    name: 'x.mp4',
    type: 'video/mp4',
    bytes: await endlessTimesMp4(),
  },
];

async function createUpload(name: string, type: string, size: number) {
  return fetch(`${base}/uploads`, {
    method: 'POST',
    headers: {
      authorization: bearer,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `filename ${b64(name)},filetype ${b64(type)}`,
    },
  });
}

function send(location: string, offset: number, bytes: Buffer) {
  return fetch(`${base}${new URL(location).pathname}`, {
    method: 'PATCH',
    headers: {
      authorization: bearer,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
}

/** Files left in the media and upload folders: a refused file must leave none. */
function filesOnDisk(): string[] {
  return [app.mediaDir, join(app.mediaDir, '..', 'uploads')].flatMap((dir) =>
    existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [],
  );
}

describe('hostile files are refused, leaving nothing behind', () => {
  it.each(HOSTILE_FILES)('$what -> 400 with a format key, no media, no file', async (file) => {
    const rowsBefore = await countRows(app.db, 'medias');
    const filesBefore = filesOnDisk();
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const created = await createUpload(file.name, file.type, file.bytes.length);
    expect(created.status).toBe(201);
    const answer = await send(created.headers.get('location') as string, 0, file.bytes);
    expect(answer.status).toBe(400);
    const { error } = await answer.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields.file.join(' ')).toMatch(/format|mandatory_field_is_empty_error|duration/);
    expect(await countRows(app.db, 'medias')).toBe(rowsBefore);
    expect(filesOnDisk()).toEqual(filesBefore);
    // Bounded memory: refusing a hostile file costs at most a few of its own sizes, never a runaway parse.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    // Bounded time: the video reader gives up after 5 s (VIDEO_PROBE_TIMEOUT_MS), so no file holds an upload longer.
    expect(performance.now() - started).toBeLessThan(8_000);
  });

  it('a file that lies about its size (more bytes than declared) is refused and leaves no media', async () => {
    const rowsBefore = await countRows(app.db, 'medias');
    const png = gradientPng(16, 16, [0, 0, 0], [255, 255, 255]);
    const created = await createUpload('photo.png', 'image/png', 10);
    const answer = await send(created.headers.get('location') as string, 0, png);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await answer.json()).error.code).toEqual(expect.any(String));
    expect(await countRows(app.db, 'medias')).toBe(rowsBefore);
  });

  it('a real MP4 of 10 s still passes next to them (the refusals are about the bytes, not the kind)', async () => {
    const mp4 = await sampleMp4(10);
    const created = await createUpload('clip.mp4', 'video/mp4', mp4.length);
    const answer = await send(created.headers.get('location') as string, 0, mp4);
    expect(answer.status).toBe(200);
  });
});
