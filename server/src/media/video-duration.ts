import { Worker } from 'node:worker_threads';

/** How long reading a video's length may take before the file is refused (a hostile file must not hang it). */
export const VIDEO_PROBE_TIMEOUT_MS = 5_000;
/** The heap the reader may use: enough for sample tables of a 5 GB, 3-hour video, far from the API's own. */
const VIDEO_PROBE_HEAP_MB = 96;

/**
 * The length in seconds of an MP4, M4V or QuickTime file, measured with a maintained media library
 * (`mediabunny`, DESIGN "Media") from its tracks: the largest end timestamp among them. Null when the file has no
 * readable video track, so the server measures what it stores instead of trusting the length a client declares
 * (spec 5: at most 10800 seconds). The reading runs in a worker thread with a bounded heap, and is given up after
 * `timeoutMs`: a file built to make a parser loop or allocate is refused, never a stalled or bloated API.
 */
export function readVideoDuration(path: string, timeoutMs = VIDEO_PROBE_TIMEOUT_MS): Promise<number | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./video-probe-worker.mjs', import.meta.url), {
      workerData: { path },
      // Plain JavaScript: the worker needs no TypeScript loader, whoever started the API.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: VIDEO_PROBE_HEAP_MB, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (duration: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(duration);
    };
    const timer = setTimeout(() => settle(null), timeoutMs);
    worker.once('message', (message: { duration: number | null }) => settle(message.duration));
    worker.once('error', () => settle(null));
    worker.once('exit', () => settle(null));
  });
}
