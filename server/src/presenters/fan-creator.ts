import type { FanCreator } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';
import type { FanRow } from '../db/schema';
import { subscriptionState } from './conversation';

type CreatorNames = { display_name: string | null; username: string };
type CreatorPrice = { subscription_price_value: number | null; subscription_price_currency: string | null };

/** A creator as the fan sees them: name, whether the fan follows or subscribes, the subscription's price. */
export function toFanCreator(
  creatorId: string,
  creator: CreatorNames & CreatorPrice,
  fan: FanRow | undefined,
  now: Date,
): FanCreator {
  return {
    id: creatorId,
    name: creator.display_name ?? creator.username,
    follows: fan?.follows ?? false,
    subscription: fan ? subscriptionState(fan, now) : 'none',
    subscriptionPrice:
      creator.subscription_price_value === null
        ? null
        : {
            value: creator.subscription_price_value,
            currency: creator.subscription_price_currency ?? DEFAULT_CURRENCY,
          },
  };
}
