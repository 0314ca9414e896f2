import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../config';
import { readS3MediaSettings } from './s3-media-config';

const identity = { IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_x', IDENTITY_CLIENT_IDS: 'c' };
const minio = {
  MEDIA_S3_BUCKET: 'creators-media',
  MEDIA_S3_ENDPOINT: 'http://minio.internal:9000',
  MEDIA_S3_REGION: 'us-east-1',
  MEDIA_S3_ACCESS_KEY_ID: 'key',
  MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the media store is chosen by configuration', () => {
  it('no MEDIA_S3_* variable: media stay on disk', () => {
    expect(readServerConfig(identity).mediaS3).toBeUndefined();
  });

  it('an S3-compatible server: its bucket, endpoint and keys, the bucket in the path by default', () => {
    expect(readServerConfig({ ...identity, ...minio }).mediaS3).toEqual({
      bucket: 'creators-media',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it("AWS itself: a bucket and a region, the SDK's own credentials and host-style addresses", () => {
    expect(readS3MediaSettings({ MEDIA_S3_BUCKET: 'b', MEDIA_S3_REGION: 'eu-west-3' })).toEqual({
      bucket: 'b',
      region: 'eu-west-3',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    ['a bucket missing', { MEDIA_S3_BUCKET: undefined }, 'MEDIA_S3_BUCKET is required'],
    ['a region missing', { MEDIA_S3_REGION: undefined }, 'MEDIA_S3_REGION is required'],
    [
      'an endpoint that is no URL',
      { MEDIA_S3_ENDPOINT: 'minio:9000' },
      'MEDIA_S3_ENDPOINT must be an http(s) URL',
    ],
    ['a key without its secret', { MEDIA_S3_SECRET_ACCESS_KEY: undefined }, 'go together'],
    [
      'a path style that is no flag',
      { MEDIA_S3_FORCE_PATH_STYLE: 'yes' },
      'MEDIA_S3_FORCE_PATH_STYLE must be',
    ],
  ])('%s -> the API refuses to start, naming the variable', (_what, change, message) => {
    expect(() => readServerConfig({ ...identity, ...minio, ...change })).toThrow(message);
  });
});
