/**
 * Upload throughput: the same file sent through the SDK's tus upload to the real API, and as one
 * raw `PUT` to a bare `node:http` server that writes it to disk, both on loopback. The figure is the ratio of the
 * two times; the API's peak RSS during the upload is read from `/proc/<pid>/status` (VmHWM, reset before each
 * file). Timings are printed, never asserted.
 *
 * The API runs on PostgreSQL when given one, as a deployment does: the embedded PGlite lives in the API's process
 * and holds 200 to 400 MB of WebAssembly memory there (its compiled modules, its buffers, initdb on a fresh
 * folder) before any upload, which would measure the development database, not the upload.
 *
 * Alone: `pnpm exec tsx tests/bench/upload-throughput.ts [MB ...]` (28 and 512 unless told) starts its own
 * identity, PostgreSQL (`BENCH_SKIP_POSTGRES=1`: PGlite) and API; `pnpm bench` calls `uploadThroughput` with the
 * identity and PostgreSQL of its run.
 */
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createApiTransport } from '../../packages/sdk/src/http/request';
import { createUploadResource } from '../../packages/sdk/src/resources/uploads';
import { startApi } from '../../scripts/api-process';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { type LocalIdentity, startLocalIdentity } from '../../server/src/identity/local/start';
import { benchImage, benchVideo } from '../../server/src/media/sample-files';
import { startLocalPostgres } from '../contract/support/postgres';
import { passwordAccessToken } from '../identity-token';
import type { BenchRow } from './bench-table';

/** The goals: a tus upload at 80 % of a raw PUT of the same bytes, the API under 150 MB while it runs. */
export const UPLOAD_GOALS = { ratio: 0.8, peakRssMb: 150 } as const;
/** 28 MB (an image just under spec 9's 30 MB) and 512 MB (a video), unless `BENCH_UPLOAD_MB` says otherwise. */
export const DEFAULT_UPLOAD_SIZES_MB = [28, 512];
/** Files sent at once by the upload queue's row, and the share of the fastest's pace the slowest keeps at least. */
const QUEUE_FILES = 3;
const QUEUE_FAIRNESS_GOAL = 0.8;

const MB = 1024 * 1024;

interface Sample {
  sizeMb: number;
  rawSeconds: number;
  /** From the first request to the answer of the last: the upload as the caller waits for it. */
  sdkSeconds: number;
  /** What of it the server spent after the last byte (type check, video probe, preview, row). */
  acceptSeconds: number;
  peakRssMb: number;
  idleRssMb: number;
}

/** The `accept` duration (ms) of a `Server-Timing` header, which the API sets on an upload's last answer. */
const acceptMs = (header: string | null) => Number(/\baccept;dur=([\d.]+)/.exec(header ?? '')?.[1] ?? 0);

/** A bare node:http server that writes a PUT body to disk and answers 204: the fastest this machine can take it. */
async function rawPutSeconds(path: string, dir: string): Promise<number> {
  const server = createServer((request, response) => {
    pipeline(request, createWriteStream(join(dir, 'raw-put.bin'))).then(
      () => response.writeHead(204).end(),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // node:http streaming the file in 1 MB reads is the fastest client here; the best of two runs counts.
  const put = async () => {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const sending = request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: '/file',
          headers: { 'content-length': statSync(path).size },
        },
        (answer) => {
          answer.resume();
          answer.on('end', () =>
            answer.statusCode === 204
              ? resolve()
              : reject(new Error(`raw PUT answered ${answer.statusCode}`)),
          );
        },
      );
      sending.on('error', reject);
      createReadStream(path, { highWaterMark: MB }).pipe(sending);
    });
    return (performance.now() - started) / 1000;
  };
  try {
    return Math.min(await put(), await put());
  } finally {
    server.close();
    rmSync(join(dir, 'raw-put.bin'), { force: true });
  }
}

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

/**
 * Uploads files of each size through the SDK to an API of its own (so its memory is the upload's alone) and as a
 * raw PUT, and answers the rows of `pnpm bench`.
 */
export async function uploadThroughput(options: {
  identity: LocalIdentity;
  apiPort: number;
  sizesMb?: number[];
  /** PostgreSQL for the API; the embedded PGlite (and its memory) when absent. */
  databaseUrl?: string | undefined;
}): Promise<{ rows: BenchRow[]; samples: Sample[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'creators-upload-bench-'));
  const api = await startApi({
    dataDir: join(dir, 'api'),
    identity: options.identity,
    port: options.apiPort,
    databaseUrl: options.databaseUrl,
    api: 'bundled',
    // No demo cloud: a deployment seeds none, and making its pictures and videos would leave the seed's memory
    // in the figure. The creator is provisioned by the first upload, as any new creator is.
    env: { API_LOG: '0', API_RESPONSE_CHECKS: 'off', DEMO_CREATOR_SUB: '' },
  });
  const samples: Sample[] = [];
  let queue: { seconds: number[]; aloneSeconds: number } | undefined;
  try {
    const token = await passwordAccessToken(options.identity, DEMO_CREATOR.email, DEMO_CREATOR.password);
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
    for (const sizeMb of options.sizesMb ?? DEFAULT_UPLOAD_SIZES_MB) {
      // Images stop at 30 MB (spec 9): bigger files are videos, as they would be in the product.
      const image = sizeMb < 30;
      const path = join(dir, image ? `bench-${sizeMb}.png` : `bench-${sizeMb}.mp4`);
      if (image) writeFileSync(path, benchImage(sizeMb * MB));
      else await benchVideo(path, sizeMb * MB);
      const rawSeconds = await rawPutSeconds(path, dir);
      const idleRssMb = rssMb(pid, 'VmRSS');
      resetPeakRss(pid);
      // The best of two, as the raw PUT's: the first upload of a fresh API also provisions the creator and loads
      // the image library, which is the API's start-up, not the upload's pace.
      const runs: { sdkSeconds: number; acceptSeconds: number }[] = [];
      for (const _run of [1, 2]) {
        lastAcceptMs = 0;
        const started = performance.now();
        await uploads.upload(await openAsBlob(path), {
          name: image ? 'bench.png' : 'bench.mp4',
          type: image ? 'image/png' : 'video/mp4',
          retryDelays: [],
        });
        runs.push({ sdkSeconds: (performance.now() - started) / 1000, acceptSeconds: lastAcceptMs / 1000 });
      }
      const best = runs.reduce((a, b) => (b.sdkSeconds < a.sdkSeconds ? b : a));
      samples.push({ sizeMb, rawSeconds, ...best, idleRssMb, peakRssMb: rssMb(pid, 'VmHWM') });
      if (image && !queue)
        queue = { seconds: await queueSeconds(uploads, path), aloneSeconds: best.sdkSeconds };
      rmSync(path, { force: true });
    }
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const rows: BenchRow[] = samples.flatMap((sample) => [
    {
      section: 'Uploads',
      name: `${sample.sizeMb} MB through the SDK (tus) / raw loopback PUT, to the last byte`,
      value: sample.rawSeconds / (sample.sdkSeconds - sample.acceptSeconds),
      unit: 'x raw PUT',
      limit: UPLOAD_GOALS.ratio,
      kind: 'goal',
      higherIsBetter: true,
      note: `SDK ${(sample.sizeMb / (sample.sdkSeconds - sample.acceptSeconds)).toFixed(0)} MB/s (${(sample.sdkSeconds - sample.acceptSeconds).toFixed(2)} s), raw ${(sample.sizeMb / sample.rawSeconds).toFixed(0)} MB/s (${sample.rawSeconds.toFixed(2)} s); with the checks ${(sample.rawSeconds / sample.sdkSeconds).toFixed(2)} x`,
    },
    {
      section: 'Uploads',
      name: `${sample.sizeMb} MB: after the last byte (type check, video probe, preview, row)`,
      value: Math.round(sample.acceptSeconds * 1000),
      unit: 'ms',
      kind: 'info',
      note: "the API's Server-Timing on the last answer",
    },
    {
      section: 'Uploads',
      name: `API peak RSS while receiving ${sample.sizeMb} MB`,
      value: Math.round(sample.peakRssMb),
      unit: 'MB',
      limit: UPLOAD_GOALS.peakRssMb,
      kind: 'goal',
      note: `${Math.round(sample.idleRssMb)} MB before the upload (+${Math.round(sample.peakRssMb - sample.idleRssMb)} MB while it ran), ${options.databaseUrl ? 'on PostgreSQL' : 'with PGlite in the process'}`,
    },
  ]);
  if (queue) rows.push(queueRow(queue.seconds, queue.aloneSeconds));
  return { rows, samples };
}

/** Each file's time when QUEUE_FILES copies of a file go at once, as the upload queue sends a drop of several. */
async function queueSeconds(
  uploads: ReturnType<typeof createUploadResource>,
  path: string,
): Promise<number[]> {
  const started = performance.now();
  return Promise.all(
    Array.from({ length: QUEUE_FILES }, async (_, index) => {
      await uploads.upload(await openAsBlob(path), {
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
