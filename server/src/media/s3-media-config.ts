import type { S3MediaSettings } from './media-store';

const FLAGS: Record<string, boolean> = { '1': true, true: true, '0': false, false: false };

/**
 * The S3-compatible media store's settings from the environment (README "Media in an S3-compatible bucket"), or
 * undefined when no `MEDIA_S3_*` variable is set (media then stay on disk). A partial or malformed setting stops
 * the API at start with a message naming the variable, rather than failing at the first upload.
 */
export function readS3MediaSettings(env: NodeJS.ProcessEnv): S3MediaSettings | undefined {
  const named = Object.keys(env).filter((name) => name.startsWith('MEDIA_S3_') && env[name]);
  if (named.length === 0) return undefined;
  const problems: string[] = [];
  const bucket = env.MEDIA_S3_BUCKET ?? '';
  if (!bucket) problems.push(`MEDIA_S3_BUCKET is required when ${named.join(', ')} is set`);
  const region = env.MEDIA_S3_REGION || env.AWS_REGION || '';
  if (!region)
    problems.push('MEDIA_S3_REGION is required (e.g. eu-west-3; us-east-1 for most S3-compatible servers)');
  const endpoint = env.MEDIA_S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:$/.test(URL.parse(endpoint)?.protocol ?? '')) {
    problems.push(`MEDIA_S3_ENDPOINT must be an http(s) URL, not "${endpoint}"`);
  }
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY ?? '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push(
      'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together (or neither, for the default AWS credentials)',
    );
  }
  const pathStyle = env.MEDIA_S3_FORCE_PATH_STYLE || undefined;
  if (pathStyle !== undefined && !(pathStyle in FLAGS)) {
    problems.push(`MEDIA_S3_FORCE_PATH_STYLE must be 1, 0, true or false, not "${pathStyle}"`);
  }
  if (problems.length > 0) throw new Error(`The S3 media store is misconfigured: ${problems.join('; ')}`);
  return {
    bucket,
    region,
    endpoint,
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
    // Most S3-compatible servers (MinIO, a local one) need the bucket in the path; AWS prefers host names.
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : (FLAGS[pathStyle] ?? false),
  };
}
