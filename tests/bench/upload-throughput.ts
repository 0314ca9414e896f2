/**
 * Upload throughput: the same file sent through the SDK's tus upload to the real API (`upload-api.ts`), and as one
 * raw `PUT` to a bare `node:http` server that writes it to disk, both on loopback (`raw-put.ts`); the rows hold
 * the ratio of the two times and the API's peak memory above idle to the goals (`upload-rows.ts`).
 *
 * The API runs on PostgreSQL when given one, as a deployment does: the embedded PGlite lives in the API's process
 * and holds 200 to 400 MB of WebAssembly memory there (its compiled modules, its buffers, initdb on a fresh
 * folder) before any upload, which would measure the development database, not the upload. The largest file goes
 * again through a second API on the S3 media store (`upload-throughput-s3.ts`).
 *
 * Alone: `pnpm exec tsx tests/bench/upload-throughput.ts [MB ...]` (28 and 512 unless told) starts its own
 * identity, PostgreSQL (`BENCH_SKIP_POSTGRES=1`: PGlite) and API; `pnpm bench` calls `uploadThroughput` with the
 * identity and PostgreSQL of its run. `BENCH_SKIP_S3=1` leaves the S3 store out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalIdentity } from '../../server/src/identity/local/start';
import type { BenchRow } from './bench-table';
import { benchFiles, measureApi, type UploadSample } from './upload-api';
import { STANDALONE_API_PORTS, sizesFromArgs, withUploadBenchStack } from './upload-bench-stack';
import { queueRow, sampleRows } from './upload-rows';
import { s3UploadSamples } from './upload-throughput-s3';

/** 28 MB (an image just under spec 9's 30 MB) and 512 MB (a video), unless `BENCH_UPLOAD_MB` says otherwise. */
export const DEFAULT_UPLOAD_SIZES_MB = [28, 512];

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
}): Promise<{ rows: BenchRow[]; samples: UploadSample[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'creators-upload-bench-'));
  const sizesMb = options.sizesMb ?? DEFAULT_UPLOAD_SIZES_MB;
  const run = {
    identity: options.identity,
    databaseUrl: options.databaseUrl,
    dir,
    files: benchFiles(dir),
    rawSeconds: new Map<number, number>(),
  };
  const rows: BenchRow[] = [];
  const database = options.databaseUrl ? 'on PostgreSQL' : 'with PGlite in the process';
  try {
    const disk = await measureApi({ ...run, apiPort: options.apiPort, sizesMb });
    const samples = [...disk.samples];
    if (options.s3ApiPort !== undefined)
      samples.push(...(await s3UploadSamples(run, options.s3ApiPort, Math.max(...sizesMb))));
    rows.push(...samples.flatMap((sample) => sampleRows(sample, database)));
    if (disk.queue) rows.push(queueRow(disk.queue.seconds, disk.queue.aloneSeconds));
    return { rows, samples };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { renderTable } = await import('./bench-table');
  const sizesMb = sizesFromArgs();
  await withUploadBenchStack(async ({ identity, databaseUrl }) => {
    const { rows } = await uploadThroughput({
      identity,
      apiPort: STANDALONE_API_PORTS.disk,
      s3ApiPort: process.env.BENCH_SKIP_S3 === '1' ? undefined : STANDALONE_API_PORTS.s3,
      databaseUrl,
      ...(sizesMb.length > 0 ? { sizesMb } : {}),
    });
    console.log(renderTable(rows));
  });
}
