import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type LocalS3, localS3At } from './local-s3';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A local S3 server in a process of its own, as a bucket is a service apart: the upload bench sends a file
 * through the API to it, and in the bench's own process it would share one thread with the SDK sending that
 * file, timing the two in turn instead of side by side. Stopped by `stop`, or when this process ends.
 */
export async function startLocalS3Process(): Promise<LocalS3> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/local-s3-main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  // Closing its input stops it: a bench that dies leaves no server behind.
  const exited = once(child, 'exit');
  const answer = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited.then(() => undefined),
  ])) as [string] | undefined;
  if (!answer) throw new Error('the local S3 server exited before it answered');
  const { endpoint, bucket } = JSON.parse(answer[0]) as { endpoint: string; bucket: string };
  return localS3At(endpoint, bucket, async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  });
}
