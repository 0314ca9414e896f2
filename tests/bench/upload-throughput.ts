/**
 * Upload throughput: the same file sent through the SDK's tus upload to the real API, and as one raw `PUT` to a
 * bare `node:http` server that writes it to disk, both on loopback. The figure is the ratio of the two times; the
 * API's peak RSS during the upload is read from `/proc/<pid>/status` (VmHWM, reset before each file) and held,
 * above the API's idle RSS, to the goal. Timings are printed, never asserted.
 *
 * The API runs on PostgreSQL when given one, as a deployment does: the embedded PGlite lives in the API's process
 * and holds 200 to 400 MB of WebAssembly memory there (its compiled modules, its buffers, initdb on a fresh
 * folder) before any upload, which would measure the development database, not the upload. The largest file goes
 * again through a second API configured with the S3 media store (`MEDIA_S3_*`) against the local S3-compatible
 * server, beside a raw `PutObject` of the same bytes to that server, so that its pace is told from the API's.
 *
 * Alone: `pnpm exec tsx tests/bench/upload-throughput.ts [MB ...]` (28 and 512 unless told) starts its own
 * identity, PostgreSQL (`BENCH_SKIP_POSTGRES=1`: PGlite) and API; `pnpm bench` calls `uploadThroughput` with the
 * identity and PostgreSQL of its run. `BENCH_SKIP_S3=1` leaves the S3 store out.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiTransport } from '../../packages/sdk/src/http/request';
import { createUploadResource } from '../../packages/sdk/src/resources/uploads';
import { startApi } from '../../scripts/api-process';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { type LocalIdentity, startLocalIdentity } from '../../server/src/identity/local/start';
import { benchImage, benchVideo } from '../../server/src/media/sample-files';
import { type LocalS3, startLocalS3 } from '../../server/src/testing/local-s3';
import { startLocalPostgres } from '../contract/support/postgres';
import { passwordAccessToken } from '../identity-token';
import type { BenchRow } from './bench-table';
import { rawPutSeconds, s3PutSeconds } from './raw-put';

/** The goals: a tus upload at 80 % of a raw PUT of the same bytes, the API at most 150 MB above idle while it runs. */
export const UPLOAD_GOALS = { ratio: 0.8, rssGrowthMb: 150 } as const;
/** 28 MB (an image just under spec 9's 30 MB) and 512 MB (a video), unless `BENCH_UPLOAD_MB` says otherwise. */
export const DEFAULT_UPLOAD_SIZES_MB = [28, 512];
/** Files sent at once by the upload queue's row, and the share of the fastest's pace the slowest keeps at least. */
const QUEUE_FILES = 3;
const QUEUE_FAIRNESS_GOAL = 0.8;

const MB = 1024 * 1024;

type StoreKind = 'disk' | 's3';

interface Sample {
  store: StoreKind;
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
function benchFiles(dir: string) {
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

interface ApiRun {
  identity: LocalIdentity;
  apiPort: number;
  databaseUrl: string | undefined;
  dir: string;
  files: ReturnType<typeof benchFiles>;
  sizesMb: number[];
  /** Each size's raw PUT, measured once and shared by both stores' rows. */
  rawSeconds: Map<number, number>;
  s3?: LocalS3 | undefined;
}

/**
 * Uploads files of each size through the SDK to an API of its own (so its memory is the upload's alone), on the
 * disk store or, given a local S3 server, on the S3 store; the disk run also sends the first image as a queue.
 */
async function measureApi(run: ApiRun): Promise<{ samples: Sample[]; queue?: QueueRun }> {
  const store: StoreKind = run.s3 ? 's3' : 'disk';
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
  const samples: Sample[] = [];
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

/**
 * Uploads files of each size through the SDK to an API on the disk store, then the largest through an API on the
 * S3 store (against a local S3-compatible server started here, when given its port), and answers the rows of
 * `pnpm bench`.
 */
export async function uploadThroughput(options: {
  identity: LocalIdentity;
  apiPort: number;
  /** The S3 store's API; its rows are left out when absent. */
  s3ApiPort?: number | undefined;
  sizesMb?: number[];
  /** PostgreSQL for the API; the embedded PGlite (and its memory) when absent. */
  databaseUrl?: string | undefined;
}): Promise<{ rows: BenchRow[]; samples: Sample[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'creators-upload-bench-'));
  const sizesMb = options.sizesMb ?? DEFAULT_UPLOAD_SIZES_MB;
  const shared = {
    identity: options.identity,
    databaseUrl: options.databaseUrl,
    dir,
    files: benchFiles(dir),
    rawSeconds: new Map<number, number>(),
  };
  const samples: Sample[] = [];
  let queue: QueueRun | undefined;
  try {
    const disk = await measureApi({ ...shared, apiPort: options.apiPort, sizesMb });
    samples.push(...disk.samples);
    queue = disk.queue;
    if (options.s3ApiPort !== undefined) {
      const s3 = await startLocalS3();
      try {
        const s3Run = await measureApi({
          ...shared,
          apiPort: options.s3ApiPort,
          sizesMb: [Math.max(...sizesMb)],
          s3,
        });
        samples.push(...s3Run.samples);
      } finally {
        await s3.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const database = options.databaseUrl ? 'on PostgreSQL' : 'with PGlite in the process';
  const rows: BenchRow[] = samples.flatMap((sample) => sampleRows(sample, database));
  if (queue) rows.push(queueRow(queue.seconds, queue.aloneSeconds));
  return { rows, samples };
}

/** A sample's rows: the pace against the raw PUT, the checks after the last byte, the memory above idle. */
function sampleRows(sample: Sample, database: string): BenchRow[] {
  const onS3 = sample.store === 's3';
  const where = onS3 ? ', S3 store' : '';
  const transfer = sample.sdkSeconds - sample.acceptSeconds;
  const bucket = sample.bucketSeconds
    ? `; raw PutObject to the local S3 server ${(sample.sizeMb / sample.bucketSeconds).toFixed(0)} MB/s (${sample.bucketSeconds.toFixed(2)} s, ${(sample.rawSeconds / sample.bucketSeconds).toFixed(2)} x raw PUT), SDK ${(sample.bucketSeconds / transfer).toFixed(2)} x it`
    : '';
  return [
    {
      section: 'Uploads',
      name: `${sample.sizeMb} MB through the SDK (tus${where}) / raw loopback PUT, to the last byte`,
      value: sample.rawSeconds / transfer,
      unit: 'x raw PUT',
      limit: UPLOAD_GOALS.ratio,
      kind: 'goal',
      higherIsBetter: true,
      note: `SDK ${(sample.sizeMb / transfer).toFixed(0)} MB/s (${transfer.toFixed(2)} s), raw ${(sample.sizeMb / sample.rawSeconds).toFixed(0)} MB/s (${sample.rawSeconds.toFixed(2)} s); with the checks ${(sample.rawSeconds / sample.sdkSeconds).toFixed(2)} x${bucket}`,
    },
    {
      section: 'Uploads',
      name: `${sample.sizeMb} MB${where}: after the last byte (type check, video probe, preview, row)`,
      value: Math.round(sample.acceptSeconds * 1000),
      unit: 'ms',
      kind: 'info',
      note: onS3
        ? "the API's Server-Timing on the last answer; the checks read a local copy of the object"
        : "the API's Server-Timing on the last answer",
    },
    {
      section: 'Uploads',
      name: `API peak RSS above idle while receiving ${sample.sizeMb} MB${where}`,
      value: Math.round(sample.peakRssMb - sample.idleRssMb),
      unit: 'MB',
      limit: UPLOAD_GOALS.rssGrowthMb,
      kind: 'goal',
      note: `peak ${Math.round(sample.peakRssMb)} MB, ${Math.round(sample.idleRssMb)} MB idle before the upload, ${database}`,
    },
  ];
}

interface QueueRun {
  seconds: number[];
  aloneSeconds: number;
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

/**
 * Several files at once share the link (the upload queue): the slowest keeps at least QUEUE_FAIRNESS_GOAL of the
 * fastest's pace (none starves), and together they go no slower than one after the other.
 */
function queueRow(seconds: readonly number[], aloneSeconds: number): BenchRow {
  const fastest = Math.min(...seconds);
  const slowest = Math.max(...seconds);
  return {
    section: 'Uploads',
    name: `${QUEUE_FILES} files at once: fastest / slowest finish`,
    value: fastest / slowest,
    unit: 'ratio',
    limit: QUEUE_FAIRNESS_GOAL,
    kind: 'goal',
    higherIsBetter: true,
    note: `finished after ${seconds.map((value) => value.toFixed(2)).join(', ')} s; all together ${((aloneSeconds * QUEUE_FILES) / slowest).toFixed(2)} x the pace of one at a time`,
  };
}

if (import.meta.main) {
  const { renderTable } = await import('./bench-table');
  const sizesMb = process.argv.slice(2).map(Number).filter(Boolean);
  // Beside other stacks on the same machine: every port moves by the offset the test runs use.
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const dataDir = mkdtempSync(join(tmpdir(), 'creators-upload-identity-'));
  const identity = await startLocalIdentity({
    dataDir,
    port: 9749 + offset,
    hostedLoginPort: 9750 + offset,
  });
  const postgres =
    process.env.BENCH_SKIP_POSTGRES === '1'
      ? undefined
      : await startLocalPostgres({ port: 5795 + offset, database: 'creators_upload_bench' });
  try {
    const { rows } = await uploadThroughput({
      identity,
      apiPort: 4720 + offset,
      s3ApiPort: process.env.BENCH_SKIP_S3 === '1' ? undefined : 4721 + offset,
      databaseUrl: postgres?.url,
      ...(sizesMb.length > 0 ? { sizesMb } : {}),
    });
    console.log(renderTable(rows));
  } finally {
    await postgres?.stop();
    await identity.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
