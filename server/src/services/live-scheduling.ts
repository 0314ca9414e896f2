import { randomBytes } from 'node:crypto';
import type { LiveCreatePayload, LiveUpdatePayload } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { ensureStreamKey, insertLive, lockLive, updateLive } from '../db/lives';
import type { CreatorRow, Database } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { notFound } from '../http/route-catalog';
import { definedFields, rejectIfInvalid } from '../http/validation';
import { liveRowToPayload } from '../presenters/live';
import { isEditable, LIVE_CHANGED, LIVE_NOT_EDITABLE, livePayloadErrors, sendLiveNotices } from './lives';

type Deps = { db: Kysely<Database>; clock: () => Date };
type Creator = Pick<CreatorRow, 'id' | 'time_zone'>;

/**
 * Schedules a live under the live rules; its audience hears of it at once (the publication poller finishes the
 * notices if this process stops first). Answers the new live's id.
 */
export async function scheduleLive(
  deps: Deps,
  creator: Creator,
  payload: LiveCreatePayload,
  onNoticeError: (error: unknown) => void,
): Promise<string> {
  rejectIfInvalid(await livePayloadErrors(deps.db, creator, payload, deps.clock()));
  const id = await insertLive(deps.db, creator.id, payload);
  await sendLiveNotices(deps.db, deps.clock(), onNoticeError);
  return id;
}

/**
 * Changes some fields of a scheduled live: the merged live passes the same rules as a new one, read, checked and
 * written under one row lock. With the version it was read at, a live changed since is refused; a cancelled or
 * past live cannot change.
 */
export async function editLive(deps: Deps, creator: Creator, id: string, changes: LiveUpdatePayload) {
  const now = deps.clock();
  await inTransaction(deps.db, async (trx) => {
    const stored = await lockLive(trx, creator.id, id);
    if (!stored) throw notFound();
    const { version, ...fields } = changes;
    if (version !== undefined && version !== stored.version) throw LIVE_CHANGED();
    if (!isEditable(stored, now)) throw LIVE_NOT_EDITABLE();
    const merged: LiveCreatePayload = { ...liveRowToPayload(stored), ...definedFields(fields) };
    const errors = await livePayloadErrors(trx, creator, merged, now);
    // A stored start may be today at an hour now past: the date rule applies only when it is being changed.
    if (changes.startsAt === undefined) delete errors.startsAt;
    rejectIfInvalid(errors);
    await updateLive(trx, id, merged);
  });
}

/** A stream key: 32 random bytes, URL-safe, never derived from anything a fan could know. */
const makeStreamKey = () => randomBytes(32).toString('base64url');

/** The creator's stream key for the operator's ingest, made on first ask and kept. */
export function creatorStreamKey(db: Kysely<Database>, creatorId: string): Promise<string> {
  return ensureStreamKey(db, creatorId, makeStreamKey);
}
