import type { PushCreatePayload } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { insertPush } from '../db/pushes';
import type { CreatorRow, Database } from '../db/schema';
import { rejectIfInvalid } from '../http/validation';
import { deliverPush } from './push-delivery';
import { createOnce } from './push-idempotency';
import { pushPayloadErrors } from './push-validation';

/**
 * Creates a push (spec 7) and answers its id: once per idempotency key (a replay answers the first push), checked
 * against the push rules, stored, and sent at once when it has no date. The poller finishes a sending this
 * process does not get to finish.
 */
export async function createPush(
  deps: { db: Kysely<Database>; clock: () => Date },
  creator: Pick<CreatorRow, 'id' | 'time_zone'>,
  payload: PushCreatePayload,
  idempotencyKey: string | undefined,
  onDeliveryError: (error: unknown) => void,
): Promise<string> {
  const { db, clock } = deps;
  const now = clock();
  const id = await createOnce(db, creator.id, payload, now, idempotencyKey, async (idempotency) => {
    rejectIfInvalid(await pushPayloadErrors(db, creator, payload, now));
    return insertPush(db, creator.id, payload, now, idempotency);
  });
  await deliverPush(db, id, clock(), onDeliveryError);
  return id;
}
