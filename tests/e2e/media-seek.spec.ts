import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCreatorClient } from '@mym/sdk';
import { expect, test } from '@playwright/test';
import { signInNewCreator } from './creator-session';
import { localStack } from './local-stack';

/** mediabunny's browser bundle (the media library the API already uses), to write the MP4 in Chromium. */
const MEDIABUNNY = join(process.cwd(), 'server/node_modules/mediabunny/dist/bundles/mediabunny.min.mjs');

test('a video plays from its middle: Chromium asks for a byte range and the API answers 206', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // A page of our own beside the API (a loopback origin is secure, so WebCodecs can encode), made by Playwright.
  const LAB = `${localStack().apiUrl}/__media-lab/`;
  await page.route(`${LAB}**`, (route) =>
    route.request().url().endsWith('/mediabunny.mjs')
      ? route.fulfill({ body: readFileSync(MEDIABUNNY), contentType: 'text/javascript' })
      : route.fulfill({ body: '<!doctype html><title>lab</title>', contentType: 'text/html' }),
  );
  await page.goto(LAB);
  // A real H.264 video: 20 s of noise at 10 fps (noise does not compress, so the file is megabytes long and a
  // browser seeking to its middle has to ask for the bytes there).
  const encoded = await page.evaluate(async () => {
    const { Output, Mp4OutputFormat, BufferTarget, CanvasSource } = await import(
      `${location.href}mediabunny.mjs`
    );
    const canvas = new OffscreenCanvas(320, 240);
    const drawing = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    const output = new Output({
      format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
      target: new BufferTarget(),
    });
    const source = new CanvasSource(canvas, { codec: 'avc', bitrate: 4_000_000, keyFrameInterval: 1 });
    output.addVideoTrack(source, { frameRate: 10 });
    await output.start();
    const pixels = drawing.createImageData(320, 240);
    for (let frame = 0; frame < 200; frame += 1) {
      for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = (Math.random() * 256) | 0;
      drawing.putImageData(pixels, 0, 0);
      await source.add(frame / 10, 1 / 10);
    }
    await output.finalize();
    const bytes = new Uint8Array(output.target.buffer as ArrayBuffer);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  const bytes = Buffer.from(encoded, 'base64');
  expect(bytes.length).toBeGreaterThan(2_000_000);

  const { token } = await signInNewCreator(context);
  const stack = localStack();
  const client = createCreatorClient({
    apiUrl: stack.apiUrl,
    auth: {
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      userPoolEndpoint: stack.endpoint,
    },
    cookies: { read: () => `mym_access_token=${token}`, write: () => undefined },
  });
  const media = await client.uploads.upload(new Uint8Array(bytes), { name: 'noise.mp4', type: 'video/mp4' });
  expect(media.duration).toBe(20);
  const url = media.url ?? '';
  expect(url).toMatch(/\/media\/.+\/file\?/);

  const ranged: { range: string; status: number; contentRange: string | undefined }[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(url.split('?')[0] ?? url)) return;
    const range = (await response.request().allHeaders()).range;
    if (range)
      ranged.push({ range, status: response.status(), contentRange: response.headers()['content-range'] });
  });
  const played = await page.evaluate(async (source) => {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'metadata';
    document.body.append(video);
    const until = async (done: () => boolean, ms: number) => {
      for (const started = Date.now(); !done() && !video.error && Date.now() - started < ms; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    video.src = source;
    await until(() => video.readyState >= 1, 20_000);
    const middle = video.duration / 2;
    if (!Number.isFinite(middle))
      return {
        middle,
        reached: 0,
        error: `no metadata: readyState ${video.readyState}, networkState ${video.networkState}, error ${video.error?.code}`,
      };
    video.currentTime = middle;
    await until(() => !video.seeking, 20_000);
    await video.play();
    // Playing moves the clock past the point it started from.
    await until(() => video.currentTime >= middle + 0.5, 20_000);
    video.pause();
    return { middle, reached: video.currentTime, error: video.error?.message ?? null };
  }, url);
  expect(played.error).toBeNull();
  expect(played.reached).toBeGreaterThan(played.middle);
  // The seek asked for bytes from inside the file, and got just those (206 with their Content-Range).
  const fromInside = ranged.filter((request) => Number(/^bytes=(\d+)-/.exec(request.range)?.[1] ?? 0) > 0);
  expect(fromInside.length, JSON.stringify(ranged)).toBeGreaterThan(0);
  for (const request of fromInside) {
    expect(request.status).toBe(206);
    expect(request.contentRange).toMatch(new RegExp(`^bytes \\d+-\\d+/${bytes.length}$`));
  }
});
