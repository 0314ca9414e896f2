import type { PaymentRequest } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY, validateTipAmount } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { findCreatorById } from '../db/creators';
import { ensureFanOfCreator, findFanOfCreator } from '../db/fan-accounts';
import { ownedItems } from '../db/ledger';
import { findNoticedLive } from '../db/lives';
import { findAccountMessage } from '../db/messages';
import { findDeliveredPush } from '../db/push-reads';
import type { Database, FanAccountRow, FanRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { currentPushPrice } from './push-price';

/*
 * What a fan pays for an item, priced by the API and never by the client: a push at its current price (its
 * discount while it runs), a paid media of a message, a live's ticket, the creator's subscription, a tip.
 */

export interface Priced {
  fan: FanRow;
  itemId: string | null;
  amount: { value: number; currency: string };
}

async function alreadyOwned(
  db: Kysely<Database>,
  fan: FanRow,
  source: 'push' | 'message' | 'live',
  itemId: string,
) {
  if ((await ownedItems(db, [fan.id], source)).has(itemId)) {
    throw new ApiError(409, 'already_bought', 'The fan owns this already');
  }
}

/** What the item costs this fan now, and the fan's row with its creator; 404 for what the fan cannot buy. */
export async function paymentPrice(
  db: Kysely<Database>,
  account: FanAccountRow,
  request: PaymentRequest,
  now: Date,
): Promise<Priced> {
  const { source, id } = request.item;
  if (source === 'push') {
    const delivered = await findDeliveredPush(db, account.id, id);
    if (!delivered) throw notFound();
    const fan = await findFanOfCreator(db, account.id, delivered.creator_id);
    if (!fan) throw notFound();
    await alreadyOwned(db, fan, 'push', id);
    return { fan, itemId: id, amount: currentPushPrice(delivered, now) };
  }
  if (source === 'message') {
    const message = await findAccountMessage(db, account.id, id);
    if (message?.kind !== 'media' || message.price_value === null) throw notFound();
    const fan = await findFanOfCreator(db, account.id, message.creator_id);
    if (!fan) throw notFound();
    await alreadyOwned(db, fan, 'message', id);
    return {
      fan,
      itemId: id,
      amount: { value: message.price_value, currency: message.price_currency ?? DEFAULT_CURRENCY },
    };
  }
  if (source === 'live') return liveTicketPrice(db, account, id, now);
  const creator = await findCreatorById(db, id);
  if (!creator) throw notFound();
  if (source === 'tip') {
    const fan = await findFanOfCreator(db, account.id, creator.id);
    if (!fan || !(fan.follows || fan.subscription === 'active')) throw notFound();
    if (!request.amount)
      throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        amount: ['mandatory_field_is_empty_error'],
      });
    rejectIfInvalid(validateTipAmount(request.amount.value));
    return { fan, itemId: null, amount: request.amount };
  }
  if (creator.subscription_price_value === null) {
    throw new ApiError(409, 'subscription_unavailable', 'This creator sells no subscription');
  }
  const fan = await ensureFanOfCreator(db, account, creator.id);
  if (fan.subscription === 'active' && fan.subscribed_until && fan.subscribed_until > now) {
    throw new ApiError(409, 'already_subscribed', 'The fan is subscribed already');
  }
  return {
    fan,
    itemId: creator.id,
    amount: {
      value: creator.subscription_price_value,
      currency: creator.subscription_price_currency ?? DEFAULT_CURRENCY,
    },
  };
}

/**
 * A ticket of a live the fan was told about: on sale until the live is over, unless it is free or cancelled;
 * 404 for a live the fan was never told about.
 */
async function liveTicketPrice(
  db: Kysely<Database>,
  account: FanAccountRow,
  liveId: string,
  now: Date,
): Promise<Priced> {
  const live = await findNoticedLive(db, account.id, liveId);
  if (!live) throw notFound();
  if (live.state === 'cancelled') throw new ApiError(409, 'live_cancelled', 'This live was cancelled');
  if (live.price_value === null)
    throw new ApiError(409, 'live_free', 'This live is free: it needs no ticket');
  if (live.starts_at.getTime() + live.duration_minutes * 60_000 <= now.getTime()) {
    throw new ApiError(409, 'live_over', 'This live is over');
  }
  const fan = await findFanOfCreator(db, account.id, live.creator_id);
  if (!fan) throw notFound();
  await alreadyOwned(db, fan, 'live', liveId);
  return {
    fan,
    itemId: liveId,
    amount: { value: live.price_value, currency: live.price_currency ?? DEFAULT_CURRENCY },
  };
}
