/**
 * The yardsticks of the upload rows: the same file as one raw `PUT` to a bare `node:http` server writing it to disk
 * (the fastest this machine takes it on loopback), and as one `PutObject` to the local S3-compatible server, so
 * that the S3 rows tell the API's pace from the bucket's own.
 */
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { LocalS3 } from '../../server/src/testing/local-s3';

const MB = 1024 * 1024;

/** The best of two runs of `send`, in seconds: the first also warms the page cache and the connection. */
async function bestOfTwo(send: () => Promise<void>): Promise<number> {
  const timed = async () => {
    const started = performance.now();
    await send();
    return (performance.now() - started) / 1000;
  };
  return Math.min(await timed(), await timed());
}

/** A raw PUT of the file at `path` to a bare node:http server that writes it under `dir` and answers 204. */
export async function rawPutSeconds(path: string, dir: string): Promise<number> {
  const server = createServer((request, response) => {
    pipeline(request, createWriteStream(join(dir, 'raw-put.bin'))).then(
      () => response.writeHead(204).end(),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // node:http streaming the file in 1 MB reads is the fastest client here.
  const put = () =>
    new Promise<void>((resolve, reject) => {
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
  try {
    return await bestOfTwo(put);
  } finally {
    server.close();
    rmSync(join(dir, 'raw-put.bin'), { force: true });
  }
}

/** One `PutObject` of the file to the local S3-compatible server, streamed from disk, the object removed after. */
export async function s3PutSeconds(path: string, s3: LocalS3): Promise<number> {
  const { client } = s3;
  const Key = 'raw-put.bin';
  try {
    return await bestOfTwo(async () => {
      await client.putObject({
        Bucket: s3.bucket,
        Key,
        Body: createReadStream(path, { highWaterMark: MB }),
        ContentLength: statSync(path).size,
      });
    });
  } finally {
    await client.deleteObject({ Bucket: s3.bucket, Key }).catch(() => undefined);
  }
}
