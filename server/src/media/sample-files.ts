import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { crc32 } from 'node:zlib';
import { gradientPng } from './png-image';
import { minimalMp4 } from './video-duration';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of about `bytes` bytes: a small gradient whose size comes from a private ancillary chunk (`biGb`)
 * that every decoder skips, so a benchmark can send a big image that the server still accepts and decodes.
 */
export function benchImage(bytes: number): Buffer {
  const png = gradientPng(64, 64, [20, 30, 60], [240, 180, 90]);
  const iend = png.subarray(png.length - 12);
  const filler = Buffer.alloc(Math.max(0, bytes - png.length - 12), 0x5a);
  return Buffer.concat([png.subarray(0, png.length - 12), pngChunk('biGb', filler), iend]);
}

/** A video file of about `bytes` bytes written to `path` in 1 MB writes (a benchmark's big upload). */
export async function benchVideo(path: string, bytes: number): Promise<void> {
  const head = minimalMp4(60);
  const out = createWriteStream(path);
  out.write(head);
  const mdatSize = bytes - head.length;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(mdatSize);
  header.write('mdat', 4, 'latin1');
  out.write(header);
  const block = Buffer.alloc(1024 * 1024, 0xa5);
  let left = mdatSize - 8;
  while (left > 0) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    left -= piece.length;
    if (!out.write(piece)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
