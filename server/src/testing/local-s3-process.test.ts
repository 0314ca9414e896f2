import { describe, expect, it } from 'vitest';
import { startLocalS3Process } from './local-s3-process';

describe('the local S3 server in a process of its own (the upload bench’s bucket)', () => {
  it('keeps an object put to it, then frees its port once stopped', async () => {
    const s3 = await startLocalS3Process();
    const Key = 'proof.txt';
    try {
      await s3.client.putObject({ Bucket: s3.bucket, Key, Body: 'stored bytes' });
      const object = await s3.client.getObject({ Bucket: s3.bucket, Key });
      expect(await object.Body?.transformToString()).toBe('stored bytes');
      expect((await s3.contents()).keys).toEqual([Key]);
    } finally {
      await s3.stop();
    }
    await expect(fetch(s3.endpoint)).rejects.toThrow();
  });
});
