import type { CreatorClient, MediaItem } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleMp4 } from '../../server/src/media/sample-files';
import { signInDemoCreator } from './support/clients';

let demo: CreatorClient;
let video: MediaItem;
let bytes: Buffer;

beforeAll(async () => {
  demo = await signInDemoCreator();
  bytes = Buffer.from(await sampleMp4(8));
  video = await demo.uploads.upload(new Uint8Array(bytes), { name: 'seek.mp4', type: 'video/mp4' });
});

function fileUrl(): string {
  if (!video.url) throw new Error('the uploaded video has no file link');
  return video.url;
}

describe('media served the way a CDN serves them', () => {
  it('a byte range answers 206 with its Content-Range and only those bytes', async () => {
    const response = await fetch(fileUrl(), { headers: { range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(response.headers.get('content-length')).toBe('100');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(100, 200));
  });

  it('an open range runs to the end, and the last bytes can be asked for', async () => {
    const open = await fetch(fileUrl(), { headers: { range: `bytes=${bytes.length - 10}-` } });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(
      `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(Buffer.from(await open.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));
    const last = await fetch(fileUrl(), { headers: { range: 'bytes=-16' } });
    expect(last.status).toBe(206);
    expect(Buffer.from(await last.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 16));
  });

  it('a range beyond the end answers 416 with the size in Content-Range, in the error envelope', async () => {
    const response = await fetch(fileUrl(), { headers: { range: `bytes=${bytes.length}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(await response.json()).toMatchObject({ error: { code: 'range_not_satisfiable' } });
  });

  it('without a range the whole file comes, saying ranges are served; a known ETag answers 304', async () => {
    const whole = await fetch(fileUrl());
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    // Kept without asking again for as long as the signed link is good (at most two hours).
    const maxAge = Number(/max-age=(\d+), immutable$/.exec(whole.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(7200);
    const etag = whole.headers.get('etag');
    expect(etag).toMatch(/^"/);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
    const again = await fetch(fileUrl(), { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('several ranges at once or a malformed one get the whole file (a server may ignore a Range)', async () => {
    for (const range of ['bytes=0-1,5-9', 'bytes=nonsense']) {
      const response = await fetch(fileUrl(), { headers: { range } });
      expect(response.status, range).toBe(200);
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      await response.arrayBuffer();
    }
  });
});
