import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { S3 } from '@aws-sdk/client-s3';
import type { S3MediaSettings } from '../media/media-store';
import { s3ClientConfig } from '../media/s3-store';
import {
  bodiesWrittenInLargeWrites,
  completeMultipartAsS3Does,
  type Middleware,
  missingMultipartCalls,
  partsOnlyWhenWhole,
  type S3rverStore,
} from './local-s3-multipart';

/** What the API needs to reach the local server: the `MEDIA_S3_*` environment of `config.ts`. */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The same, as the API's environment variables and as `config.ts` reads them. */
  env: Record<string, string>;
  settings: S3MediaSettings;
  /** A client of the bucket's server, signed with its key pair (the bench times a raw `PutObject` with it). */
  client: S3;
  /** Every object key in the bucket, and the keys of its unfinished multipart uploads: what a test left behind. */
  contents(): Promise<{ keys: string[]; uploads: string[] }>;
  stop(): Promise<void>;
}

/** s3rver checks signatures against this one key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The bucket every local server makes unless told another. */
export const LOCAL_S3_BUCKET = 'creators-media';

/**
 * A local S3-compatible server (s3rver, from npm: pure JavaScript, objects kept as files under a temporary
 * folder) with one bucket, in this process: for the server's store tests and the contract suite's S3 run.
 * Port 0 picks a free one. The upload bench runs it in a process of its own (`local-s3-process.ts`).
 */
export async function startLocalS3(options: { port?: number; bucket?: string } = {}): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'creators-s3-'));
  const bucket = options.bucket ?? LOCAL_S3_BUCKET;
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver 5 computes a different signature than the AWS SDK v3 for bucket-level calls (ListObjectsV2,
    // DeleteObjects) and would refuse them; object calls are still signed with the key pair below.
    allowMismatchedSignatures: true,
  });
  const app = server as unknown as { middleware: Middleware[]; store: S3rverStore };
  // Just before s3rver's router (the last middleware), inside its XML encoding of plain-object bodies.
  app.middleware.splice(app.middleware.length - 1, 0, missingMultipartCalls(app.store));
  completeMultipartAsS3Does(app.store);
  partsOnlyWhenWhole(app.store);
  bodiesWrittenInLargeWrites(app.store);
  const address = (await server.run()) as { port: number };
  return localS3At(`http://127.0.0.1:${address.port}`, bucket, async () => {
    await server.close().catch(() => undefined);
    rmSync(directory, { recursive: true, force: true });
  });
}

/** A local S3 server's settings, environment and client, wherever it runs. */
export function localS3At(endpoint: string, bucket: string, stop: () => Promise<void>): LocalS3 {
  const region = 'us-east-1';
  const settings: S3MediaSettings = {
    bucket,
    region,
    endpoint,
    credentials: CREDENTIALS,
    forcePathStyle: true,
  };
  const client = new S3(s3ClientConfig(settings));
  return {
    settings,
    client,
    async contents() {
      const objects = await client.listObjectsV2({ Bucket: bucket });
      const uploads = await client.listMultipartUploads({ Bucket: bucket });
      return {
        keys: (objects.Contents ?? []).map((object) => String(object.Key)),
        uploads: (uploads.Uploads ?? []).map((upload) => String(upload.Key)),
      };
    },
    endpoint,
    bucket,
    region,
    ...CREDENTIALS,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: region,
      MEDIA_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      MEDIA_S3_FORCE_PATH_STYLE: '1',
    },
    stop,
  };
}
