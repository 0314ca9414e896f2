import { startLocalS3 } from './local-s3';

/*
 * A local S3 server as a process of its own (`local-s3-process.ts` starts it): it writes its endpoint as one
 * line of JSON, then serves until SIGTERM or until its parent closes its input.
 */
const s3 = await startLocalS3();
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void s3.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
process.stdout.write(`${JSON.stringify({ endpoint: s3.endpoint, bucket: s3.bucket })}\n`);
