/** The part of s3rver (`@20minutes/s3rver`, which ships no types) the local S3 server uses. */
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
      allowMismatchedSignatures?: boolean;
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
