import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from '@tus/server';
import pg from 'pg';

/** Advisory locks of uploads live under this key, so they never meet another use of advisory locks. */
const UPLOAD_LOCK_CLASS = 7305;
/** How long a request waits for an upload another request holds, before answering tus's lock timeout. */
export const UPLOAD_LOCK_TIMEOUT_MS = 30_000;
/** How often a waiting request tries again. */
const RETRY_MS = 25;

export interface UploadLocker extends Locker {
  close(): Promise<void>;
}

/**
 * One upload's requests (a resumed PATCH, a HEAD, a DELETE) run one at a time even when a load balancer without
 * stickiness sends them to different API processes: each holds a PostgreSQL session advisory lock on the upload
 * id while tus works on it. The locks have their own small pool, apart from the API's queries: a request holding
 * a lock never waits for a connection the request it blocks is holding. A waiting request holds no connection:
 * it tries again every few milliseconds. Within one process a waiter also asks the holder to let go
 * (`requestRelease`, as tus's own memory locker does), so a client resuming after a cut connection is not held
 * up by its own half-open request; across processes it waits, up to `UPLOAD_LOCK_TIMEOUT_MS`. A process that dies
 * drops its session, and with it its locks.
 */
export function createPostgresUploadLocker(
  databaseUrl: string,
  options: { max?: number } = {},
): UploadLocker {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 20 });
  // A lock connection that breaks loses its locks with it; the pool replaces it, the request fails.
  pool.on('error', () => undefined);
  const heldHere = new Map<string, RequestRelease>();

  const newLock = (id: string): Lock => {
    let client: pg.PoolClient | undefined;
    return {
      async lock(signal: AbortSignal, requestRelease: RequestRelease) {
        const deadline = Date.now() + UPLOAD_LOCK_TIMEOUT_MS;
        while (!signal.aborted && Date.now() < deadline) {
          const candidate = await pool.connect();
          const { rows } = await candidate
            .query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [
              UPLOAD_LOCK_CLASS,
              id,
            ])
            .catch((error: unknown) => {
              candidate.release(true);
              throw error;
            });
          if (rows[0]?.locked) {
            client = candidate;
            heldHere.set(id, requestRelease);
            return;
          }
          candidate.release();
          await heldHere.get(id)?.();
          await new Promise((done) => setTimeout(done, RETRY_MS));
        }
        throw ERRORS.ERR_LOCK_TIMEOUT;
      },
      async unlock() {
        if (!client) throw new Error('Releasing an unlocked upload');
        const held = client;
        client = undefined;
        heldHere.delete(id);
        try {
          await held.query('select pg_advisory_unlock($1, hashtext($2))', [UPLOAD_LOCK_CLASS, id]);
          held.release();
        } catch (error) {
          // A connection that cannot unlock is closed, and its session's locks go with it.
          held.release(true);
          throw error;
        }
      },
    };
  };
  return { newLock, close: () => pool.end() };
}

/** One process on embedded PGlite: tus's own in-memory locker is the whole story. */
export function createMemoryUploadLocker(): UploadLocker {
  const locker = new MemoryLocker({ acquireLockTimeout: UPLOAD_LOCK_TIMEOUT_MS });
  return { newLock: (id) => locker.newLock(id), close: async () => undefined };
}
