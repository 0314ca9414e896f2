import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerOnlyMp4, sampleMp4 } from './sample-files';
import { readVideoDuration } from './video-duration';

const dir = mkdtempSync(join(tmpdir(), 'mym-video-duration-'));
const fileOf = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe('video length read with mediabunny (DESIGN "Media", spec 5 "at most 10800 seconds")', () => {
  it('reads the length of a real MP4 from its track: 61.5 s', async () => {
    expect(await readVideoDuration(fileOf('clip.mp4', await sampleMp4(61.5)))).toBeCloseTo(61.5, 3);
  });

  it('reads 10801 s, the spec limit plus one, as it is', async () => {
    expect(await readVideoDuration(fileOf('long.mp4', await sampleMp4(10801)))).toBeCloseTo(10801, 3);
  });

  it('a movie header claiming 60 s with no track is no video (null): the header alone is not trusted', async () => {
    expect(await readVideoDuration(fileOf('header.mp4', headerOnlyMp4(60)))).toBeNull();
  });

  it('random bytes are no video (null)', async () => {
    expect(await readVideoDuration(fileOf('random.mp4', randomBytes(64 * 1024)))).toBeNull();
  });

  it('gives up after its time limit (null), whatever the file', async () => {
    expect(await readVideoDuration(fileOf('slow.mp4', await sampleMp4(30)), 1)).toBeNull();
  });
});
