/**
 * What an upload bench run alone needs (`tsx tests/bench/upload-throughput.ts`, `upload-throughput-s3.ts`): its
 * own identity and PostgreSQL (`BENCH_SKIP_POSTGRES=1`: PGlite), on ports moved by `E2E_PORT_OFFSET` as the test
 * runs' are, so that it runs beside other stacks on the same machine; `pnpm bench` brings those of its run instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalIdentity, startLocalIdentity } from '../../server/src/identity/local/start';
import { startLocalPostgres } from '../contract/support/postgres';

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The ports of a run alone: the disk store's API, then the S3 store's. */
export const STANDALONE_API_PORTS = { disk: 4720 + OFFSET, s3: 4721 + OFFSET } as const;

/** The MB sizes named on the command line, if any. */
export const sizesFromArgs = () => process.argv.slice(2).map(Number).filter(Boolean);

/** Runs `bench` with an identity and PostgreSQL of its own, stopped after. */
export async function withUploadBenchStack<T>(
  bench: (stack: { identity: LocalIdentity; databaseUrl: string | undefined }) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'creators-upload-identity-'));
  const identity = await startLocalIdentity({ dataDir, port: 9749 + OFFSET, hostedLoginPort: 9750 + OFFSET });
  try {
    const postgres =
      process.env.BENCH_SKIP_POSTGRES === '1'
        ? undefined
        : await startLocalPostgres({ port: 5795 + OFFSET, database: 'creators_upload_bench' });
    try {
      return await bench({ identity, databaseUrl: postgres?.url });
    } finally {
      await postgres?.stop();
    }
  } finally {
    await identity.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
