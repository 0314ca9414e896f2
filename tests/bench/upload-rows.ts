/**
 * The upload rows of `pnpm bench` from the samples of `upload-api.ts`: each upload's pace against a raw loopback
 * PUT of the same bytes (and, on the S3 store, against a raw PutObject to the same S3 server, in the note), what
 * the API spent after the last byte, its memory above idle, and the queue's fairness.
 */
import type { BenchRow } from './bench-table';
import { QUEUE_FILES, type UploadSample } from './upload-api';

/** The goals: a tus upload at 80 % of a raw PUT of the same bytes, the API at most 150 MB above idle while it runs. */
export const UPLOAD_GOALS = { ratio: 0.8, rssGrowthMb: 150 } as const;
/** The share of the fastest's pace the slowest of the queue's files keeps at least. */
const QUEUE_FAIRNESS_GOAL = 0.8;

/** A sample's rows: the pace against the raw PUT, the checks after the last byte, the memory above idle. */
export function sampleRows(sample: UploadSample, database: string): BenchRow[] {
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

/**
 * Several files at once share the link (the upload queue): the slowest keeps at least QUEUE_FAIRNESS_GOAL of the
 * fastest's pace (none starves), and together they go no slower than one after the other.
 */
export function queueRow(seconds: readonly number[], aloneSeconds: number): BenchRow {
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
