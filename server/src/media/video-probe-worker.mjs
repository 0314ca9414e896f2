// Reads a video's length with mediabunny: run in a worker thread by video-duration.ts, so that a
// hostile file can neither block the API's event loop nor grow its heap, and is killed when it takes too long.
import { parentPort, workerData } from 'node:worker_threads';
import { FilePathSource, Input, MP4, QTFF } from 'mediabunny';

const input = new Input({
  // ISO BMFF only: the spec's video formats are mp4, mov, m4v and quicktime. Reads go through an 8 MB cache.
  source: new FilePathSource(workerData.path, { maxCacheSize: 8 * 1024 * 1024 }),
  formats: [MP4, QTFF],
});
try {
  const track = (await input.canRead()) ? await input.getPrimaryVideoTrack() : null;
  const duration = track ? await input.computeDuration() : null;
  parentPort.postMessage({
    duration: typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : null,
  });
} catch (error) {
  parentPort.postMessage({ duration: null, error: String(error?.message ?? error) });
} finally {
  input.dispose();
}
