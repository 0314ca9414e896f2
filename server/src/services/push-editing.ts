import type { PushCreatePayload, PushUpdatePayload } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { lockPushRows, updatePush } from '../db/pushes';
import type { CreatorRow, Database } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { notFound } from '../http/route-catalog';
import { definedFields, rejectIfInvalid } from '../http/validation';
import { pushRowToPayload } from '../presenters/push';
import { NOT_EDITABLE, STALE_VERSION } from './push-idempotency';
import { pushPayloadErrors } from './push-validation';

/**
 * Changes some fields of a scheduled push: the merged push passes the same rules as a new one. Read, checked and
 * written under one row lock, so a concurrent edit waits, then merges into this one's result. With the version
 * it was read at, a push changed since is refused.
 */
export async function editPush(
  deps: { db: Kysely<Database>; clock: () => Date },
  creator: Pick<CreatorRow, 'id' | 'time_zone'>,
  id: string,
  changes: PushUpdatePayload,
): Promise<void> {
  const now = deps.clock();
  await inTransaction(deps.db, async (trx) => {
    const stored = await lockPushRows(trx, creator.id, id);
    if (!stored) throw notFound();
    if (stored.row.state !== 'scheduled') throw NOT_EDITABLE();
    const { version, ...fields } = changes;
    // Without a version the fields merge into the stored push (the row lock keeps concurrent edits whole).
    if (version !== undefined && version !== stored.row.version) throw STALE_VERSION();
    const merged: PushCreatePayload = { ...pushRowToPayload(stored), ...definedFields(fields) };
    const errors = await pushPayloadErrors(trx, creator, merged, now);
    // A stored date may have passed since: the date rule applies only when the date is being changed.
    if (changes.scheduledAt === undefined) delete errors.scheduledAt;
    rejectIfInvalid(errors);
    await updatePush(trx, id, merged, now);
  });
}
