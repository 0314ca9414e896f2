import { createHash } from 'node:crypto';
import type { PushCreatePayload } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { findPushByIdempotencyKey, forgetIdempotencyKey, type PushIdempotency } from '../db/pushes';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

/** How long a creation's key is remembered: a retry comes within seconds, a double click within one. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const STALE_VERSION = () =>
  new ApiError(409, 'push_changed', 'This push changed since it was read; load it again before editing');
export const NOT_EDITABLE = () =>
  new ApiError(409, 'push_not_editable', 'This push is sending or sent and can no longer change');

/** The `Idempotency-Key` header, when sent: printable ASCII, at most 255 characters (400 otherwise). */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new ApiError(
      400,
      'invalid_idempotency_key',
      'Idempotency-Key must be 1 to 255 printable characters',
    );
  }
  return header;
}

/** The same JSON whatever the order of its keys, so a replayed body is recognised. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Creates a push once per key: a key seen within the window answers the push it created (same body) or 409
 * (another body); two requests racing with one key meet on the unique index and the loser answers the winner's
 * push. Without a key every request creates.
 */
export async function createOnce(
  db: Kysely<Database>,
  creatorId: string,
  body: PushCreatePayload,
  now: Date,
  key: string | undefined,
  create: (idempotency?: PushIdempotency) => Promise<string>,
): Promise<string> {
  if (key === undefined) return create();
  const fingerprint = createHash('sha256').update(canonical(body)).digest('hex');
  const since = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  const replayed = async () => {
    const earlier = await findPushByIdempotencyKey(db, creatorId, key, since);
    if (!earlier) return undefined;
    if (earlier.idempotency_fingerprint !== fingerprint) {
      throw new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was used for another push');
    }
    return earlier.id;
  };
  const earlier = await replayed();
  if (earlier) return earlier;
  await forgetIdempotencyKey(db, creatorId, key, since);
  try {
    return await create({ key, fingerprint });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await replayed();
    if (winner) return winner;
    throw error;
  }
}
