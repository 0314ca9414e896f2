import { open } from 'node:fs/promises';

/** Box types whose children are boxes (ISO BMFF / QuickTime): the path to `mvhd` is `moov` > `mvhd`. */
const CONTAINER_BOXES = new Set(['moov']);

/**
 * The length in seconds of an MP4, M4V or QuickTime file, read from its movie header (`mvhd`): timescale and
 * duration, version 0 (32-bit) or 1 (64-bit). Null when the file has no readable header, so the server measures
 * what it stores instead of trusting the length a client declares (spec 5: at most 10800 seconds).
 */
export async function readVideoDuration(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    return await findMovieHeader(file, 0, size);
  } finally {
    await file.close();
  }
}

type FileHandle = Awaited<ReturnType<typeof open>>;

async function findMovieHeader(file: FileHandle, start: number, end: number): Promise<number | null> {
  let offset = start;
  const header = Buffer.alloc(16);
  while (offset + 8 <= end) {
    await file.read(header, 0, 16, offset);
    let boxSize = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (boxSize === 1) {
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = end - offset;
    }
    if (boxSize < headerSize) return null;
    if (type === 'mvhd') return readMovieHeader(file, offset + headerSize);
    if (CONTAINER_BOXES.has(type)) return findMovieHeader(file, offset + headerSize, offset + boxSize);
    offset += boxSize;
  }
  return null;
}

async function readMovieHeader(file: FileHandle, at: number): Promise<number | null> {
  const body = Buffer.alloc(32);
  await file.read(body, 0, 32, at);
  const version = body.readUInt8(0);
  const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
  const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
  return timescale > 0 ? duration / timescale : null;
}

/** A minimal MP4 (`ftyp` + `moov` > `mvhd` v0) of a given length, as the tests and the seed need one. */
export function minimalMp4(durationSeconds: number, timescale = 1000): Buffer {
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
