/**
 * The S3 store's upload rows: the largest file through an API configured with the S3 media store (`MEDIA_S3_*`)
 * against the local S3-compatible server started here, beside a raw `PutObject` of the same bytes to that server
 * (`raw-put.ts`), so that the API's pace is told from the bucket's.
 *
 * Alone: `pnpm exec tsx tests/bench/upload-throughput-s3.ts [MB]` (512 unless told) runs only these rows, with an
 * identity and PostgreSQL of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalS3Process } from '../../server/src/testing/local-s3-process';
import { benchFiles, measureApi, type UploadBenchRun, type UploadSample } from './upload-api';
import { STANDALONE_API_PORTS, sizesFromArgs, withUploadBenchStack } from './upload-bench-stack';

/**
 * One file of `sizeMb` through an API on the S3 store at `apiPort`, against a local S3 server of its own, in its own
 * process as a bucket is: in this one it would take turns with the SDK on one thread.
 */
export async function s3UploadSamples(
  run: UploadBenchRun,
  apiPort: number,
  sizeMb: number,
): Promise<UploadSample[]> {
  const s3 = await startLocalS3Process();
  try {
    return (await measureApi({ ...run, apiPort, sizesMb: [sizeMb], s3 })).samples;
  } finally {
    await s3.stop();
  }
}

if (import.meta.main) {
  const { renderTable } = await import('./bench-table');
  const { sampleRows } = await import('./upload-rows');
  const sizeMb = sizesFromArgs()[0] ?? 512;
  await withUploadBenchStack(async ({ identity, databaseUrl }) => {
    const dir = mkdtempSync(join(tmpdir(), 'creators-upload-bench-'));
    try {
      const run = {
        identity,
        databaseUrl,
        dir,
        files: benchFiles(dir),
        rawSeconds: new Map<number, number>(),
      };
      const samples = await s3UploadSamples(run, STANDALONE_API_PORTS.s3, sizeMb);
      const database = databaseUrl ? 'on PostgreSQL' : 'with PGlite in the process';
      console.log(renderTable(samples.flatMap((sample) => sampleRows(sample, database))));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
