/**
 * One API measured while the SDK uploads to it: the same file sent through the SDK's tus upload, its time to the
 * last answer, what the API spent after the last byte (its `Server-Timing`), and the API's peak RSS during the
 * upload, read from `/proc/<pid>/status` (VmHWM, reset before each file) beside its idle RSS. Timings are
 * returned, never asserted; `upload-rows.ts` makes them rows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiTransport } from '../../packages/sdk/src/http/request';
import { createUploadResource } from '../../packages/sdk/src/resources/uploads';
import { startApi } from '../../scripts/api-process';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import type { LocalIdentity } from '../../server/src/identity/local/start';
import { benchImage, benchVideo } from '../../server/src/media/sample-files';
import type { LocalS3 } from '../../server/src/testing/local-s3';
import { passwordAccessToken } from '../identity-token';
import { rawPutSeconds, s3PutSeconds } from './raw-put';

/** Files sent at once by the upload queue's row. */
export const QUEUE_FILES = 3;

const MB = 1024 * 1024;

export interface UploadSample {
  store: 'disk' | 's3';
  sizeMb: number;
  rawSeconds: number;
  /** The same bytes as one PutObject to the local S3-compatible server (S3 rows only). */
  bucketSeconds?: number | undefined;
  /** From the first request to the answer of the last: the upload as the caller waits for it. */
  sdkSeconds: number;
  /** What of it the server spent after the last byte (type check, video probe, preview, row). */
  acceptSeconds: number;
  peakRssMb: number;
  idleRssMb: number;
}

/** Each file's time when QUEUE_FILES copies of a file went at once, and the same file's time alone. */
export interface QueueRun {
  seconds: number[];
  aloneSeconds: number;
}

/** The `accept` duration (ms) of a `Server-Timing` header, which the API sets on an upload's last answer. */
const acceptMs = (header: string | null) => Number(/\baccept;dur=([\d.]+)/.exec(header ?? '')?.[1] ?? 0);

/** The API process's resident set now (VmRSS) or its peak since the last reset (VmHWM), in MB (Linux). */
function rssMb(pid: number, which: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${which}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Starts the peak over (`clear_refs` 5 resets VmHWM to the current RSS). */
function resetPeakRss(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peak then counts from the API's start, which is only higher.
  }
}

/** The bench's files, made once per size: images under 30 MB (spec 9), videos above, as in the product. */
export function benchFiles(dir: string) {
  const made = new Map<number, Promise<string>>();
  const isImage = (sizeMb: number) => sizeMb < 30;
  return {
    isImage,
    pathOf(sizeMb: number): Promise<string> {
      let path = made.get(sizeMb);
      if (!path) {
        const file = join(dir, isImage(sizeMb) ? `bench-${sizeMb}.png` : `bench-${sizeMb}.mp4`);
        path = isImage(sizeMb)
          ? Promise.resolve().then(() => {
              writeFileSync(file, benchImage(sizeMb * MB));
              return file;
            })
          : benchVideo(file, sizeMb * MB).then(() => file);
        made.set(sizeMb, path);
      }
      return path;
    },
  };
}

/** What every API of one bench run shares: the identity, the database, the files and their raw PUT times. */
export interface UploadBenchRun {
  identity: LocalIdentity;
  databaseUrl: string | undefined;
  dir: string;
  files: ReturnType<typeof benchFiles>;
  /** Each size's raw PUT, measured once and shared by both stores' rows. */
  rawSeconds: Map<number, number>;
}

/**
 * Uploads files of each size through the SDK to an API of its own (so its memory is the upload's alone), on the
 * disk store or, given a local S3 server, on the S3 store; the disk run also sends the first image as a queue.
 */
export async function measureApi(
  run: UploadBenchRun & { apiPort: number; sizesMb: number[]; s3?: LocalS3 | undefined },
): Promise<{ samples: UploadSample[]; queue?: QueueRun }> {
  const store = run.s3 ? 's3' : 'disk';
  const api = await startApi({
    dataDir: join(run.dir, `api-${store}`),
    identity: run.identity,
    port: run.apiPort,
    databaseUrl: run.databaseUrl,
    api: 'bundled',
    // No demo cloud: a deployment seeds none, and making its pictures and videos would leave the seed's memory
    // in the figure. The creator is provisioned by the first upload, as any new creator is.
    env: { API_LOG: '0', API_RESPONSE_CHECKS: 'off', DEMO_CREATOR_SUB: '', ...run.s3?.env },
  });
  const samples: UploadSample[] = [];
  let queue: QueueRun | undefined;
  try {
    const token = await passwordAccessToken(run.identity, DEMO_CREATOR.email, DEMO_CREATOR.password);
    // The API tells in `Server-Timing` how long its checks took after the last byte: read at the fetch boundary.
    let lastAcceptMs = 0;
    const timedFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      lastAcceptMs = acceptMs(response.headers.get('server-timing')) || lastAcceptMs;
      return response;
    };
    const uploads = createUploadResource(
      createApiTransport({ apiUrl: api.url, bearerToken: async () => token, fetch: timedFetch }),
    );
    const pid = api.process.pid as number;
    for (const sizeMb of run.sizesMb) {
      const image = run.files.isImage(sizeMb);
      const path = await run.files.pathOf(sizeMb);
      const rawSeconds = run.rawSeconds.get(sizeMb) ?? (await rawPutSeconds(path, run.dir));
      run.rawSeconds.set(sizeMb, rawSeconds);
      const bucketSeconds = run.s3 ? await s3PutSeconds(path, run.s3) : undefined;
      const idleRssMb = rssMb(pid, 'VmRSS');
      resetPeakRss(pid);
      // The best of two, as the raw PUT's: the first upload of a fresh API also provisions the creator and loads
      // the image library, which is the API's start-up, not the upload's pace.
      const runs: { sdkSeconds: number; acceptSeconds: number }[] = [];
      for (const _run of [1, 2]) {
        lastAcceptMs = 0;
        const started = performance.now();
        // By path, as a Node script uploads a file: the SDK reads it with file streams.
        await uploads.upload(path, {
          name: image ? 'bench.png' : 'bench.mp4',
          type: image ? 'image/png' : 'video/mp4',
          retryDelays: [],
        });
        runs.push({ sdkSeconds: (performance.now() - started) / 1000, acceptSeconds: lastAcceptMs / 1000 });
      }
      const best = runs.reduce((a, b) => (b.sdkSeconds < a.sdkSeconds ? b : a));
      samples.push({
        store,
        sizeMb,
        rawSeconds,
        bucketSeconds,
        ...best,
        idleRssMb,
        peakRssMb: rssMb(pid, 'VmHWM'),
      });
      if (image && !queue && !run.s3)
        queue = { seconds: await queueSeconds(uploads, path), aloneSeconds: best.sdkSeconds };
    }
  } finally {
    await api.stop();
  }
  return queue ? { samples, queue } : { samples };
}

/** Each file's time when QUEUE_FILES copies of a file go at once, as the upload queue sends a drop of several. */
async function queueSeconds(
  uploads: ReturnType<typeof createUploadResource>,
  path: string,
): Promise<number[]> {
  const started = performance.now();
  return Promise.all(
    Array.from({ length: QUEUE_FILES }, async (_, index) => {
      await uploads.upload(path, {
        name: `bench-${index}.png`,
        type: 'image/png',
        retryDelays: [],
      });
      return (performance.now() - started) / 1000;
    }),
  );
}
