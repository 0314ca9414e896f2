import { crc32 } from 'node:zlib';
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  FilePathTarget,
  Mp4OutputFormat,
  Output,
  type Target,
} from 'mediabunny';
import { gradientPng } from './png-image';

/*
 * Media files that tests, the seed and the benchmark need: real containers a maintained reader accepts, made
 * here without any encoder.
 */

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

/** An H.264 decoder configuration (avcC) of a 16x16 baseline stream: what an MP4 video track must declare. */
const AVC_CONFIG = {
  codec: 'avc1.42001e',
  codedWidth: 16,
  codedHeight: 16,
  description: Uint8Array.from([
    1, 0x42, 0, 0x1e, 0xff, 0xe1, 0, 4, 0x67, 0x42, 0, 0x1e, 1, 0, 4, 0x68, 0xce, 0x3c, 0x80,
  ]),
};

/**
 * Writes an MP4 with one H.264 track of `seconds` seconds into `target`: `packets` samples of `packetBytes` each
 * (their bytes are not real pictures; the container, its sample tables and its length are).
 */
async function writeMp4(target: Target, seconds: number, packets: number, packetBytes: number) {
  const output = new Output({ format: new Mp4OutputFormat(), target });
  const source = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(source);
  await output.start();
  const step = seconds / packets;
  const data = new Uint8Array(packetBytes).fill(0xa5);
  for (let i = 0; i < packets; i += 1) {
    const packet = new EncodedPacket(data, i === 0 ? 'key' : 'delta', i * step, step);
    await source.add(packet, i === 0 ? { decoderConfig: AVC_CONFIG } : undefined);
  }
  await output.finalize();
}

/** A small, real MP4 of `seconds` seconds (for tests and the seed). */
export async function sampleMp4(seconds: number): Promise<Buffer> {
  const target = new BufferTarget();
  await writeMp4(target, seconds, Math.min(60, Math.max(1, Math.ceil(seconds))), 16);
  return Buffer.from(target.buffer as ArrayBuffer);
}

/** A real MP4 of about `bytes` bytes (one minute, 1 MB samples) written to `path`: a benchmark's big upload. */
export async function benchVideo(path: string, bytes: number): Promise<void> {
  const megabytes = Math.max(1, Math.round(bytes / (1024 * 1024)));
  await writeMp4(new FilePathTarget(path), 60, megabytes, 1024 * 1024);
}

/**
 * An MP4 that is only a movie header (`ftyp` + `moov` > `mvhd`) claiming `durationSeconds`: no track, nothing to
 * play. A reader that trusts the header alone would take it for a video; the server must not.
 */
export function headerOnlyMp4(durationSeconds: number, timescale = 1000): Buffer {
  const box = (type: string, body: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + body.length);
    return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
  };
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(Math.round(durationSeconds * timescale), 16);
  const ftyp = Buffer.concat([
    Buffer.from('isom', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('isommp41', 'latin1'),
  ]);
  return Buffer.concat([box('ftyp', ftyp), box('moov', box('mvhd', mvhd))]);
}
