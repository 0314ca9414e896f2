import type { LiveCreatePayload } from '@mym/sdk/contract';
import { LIVE_REMINDER_LEAD_MINUTES } from '@mym/sdk/contract';
import { type FieldErrors, type MediaFileCandidate, validateLivePayload } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { findFanById } from '../db/fan-accounts';
import { sendDueLiveNotices, writeNotices } from '../db/live-notices';
import { lockLive, markLiveCancelled, unreversedTicketSales } from '../db/lives';
import { findOwnedMedias, toFileCandidate } from '../db/medias';
import { listPriceRanges, listRestrictedDays } from '../db/push-reference';
import type { CreatorRow, Database, LiveRow } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { ApiError } from '../http/errors';
import { notFound } from '../http/route-catalog';
import { creatorToday } from './creator-today';
import { reverseSale } from './payments';

type Db = Kysely<Database>;

export const LIVE_CHANGED = () =>
  new ApiError(409, 'live_changed', 'This live changed since it was read; load it again before editing');
export const LIVE_NOT_EDITABLE = () =>
  new ApiError(409, 'live_not_editable', 'This live is cancelled or over and can no longer change');

/**
 * The live rules of `@mym/sdk/rules` on a payload: this gathers what they need from the database (the
 * creator's zone and today, the restricted days and preset prices of pushes, the creator's medias).
 */
export async function livePayloadErrors(
  db: Db,
  creator: Pick<CreatorRow, 'id' | 'time_zone'>,
  payload: LiveCreatePayload,
  now: Date,
): Promise<FieldErrors> {
  const owned = await findOwnedMedias(db, creator.id, payload.teaser ? [payload.teaser.id] : []);
  const medias = new Map<string, MediaFileCandidate>(
    [...owned].map(([id, row]) => [id, toFileCandidate(row)]),
  );
  return validateLivePayload(payload, {
    now,
    // The start is judged in the creator's zone, as every schedule of theirs (DESIGN "Time").
    timeZone: creator.time_zone,
    restrictions: await listRestrictedDays(db, creatorToday(now, creator.time_zone)),
    priceRanges: (await listPriceRanges(db)).map((range) => range.value),
    medias,
  });
}

/** Whether a live can still change: scheduled and not over. */
export function isEditable(row: LiveRow, now: Date): boolean {
  return row.state === 'scheduled' && row.starts_at.getTime() + row.duration_minutes * 60_000 > now.getTime();
}

/**
 * Cancels a live, all or nothing: every ticket not yet reversed is refunded (a refund row of the ledger per sale,
 * its payment reversed), every buyer is told (a `cancelled` notice, once), and the live leaves the upcoming list.
 * A stale version answers 409 and changes nothing.
 */
export async function cancelLive(
  db: Db,
  creatorId: string,
  id: string,
  version: number | undefined,
  now: Date,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const live = await lockLive(trx, creatorId, id);
    if (!live) throw notFound();
    if (version !== undefined && version !== live.version) throw LIVE_CHANGED();
    if (!isEditable(live, now)) throw LIVE_NOT_EDITABLE();
    const sales = await unreversedTicketSales(trx, id);
    for (const sale of sales) {
      const fan = await findFanById(trx, sale.fan_id);
      await reverseSale(trx, sale, fan, {
        kind: 'refund',
        eventId: `live-cancelled:${sale.id}`,
        occurredAt: now,
      });
    }
    await writeNotices(
      trx,
      id,
      'cancelled',
      sales.map((sale) => sale.fan_id),
    );
    await markLiveCancelled(trx, id, now);
  });
}

/** Tells and reminds the audiences of lives whose notices are due (see `sendDueLiveNotices`). */
export function sendLiveNotices(db: Db, now: Date, onError?: (error: unknown) => void): Promise<number> {
  return sendDueLiveNotices(db, now, LIVE_REMINDER_LEAD_MINUTES, onError);
}
