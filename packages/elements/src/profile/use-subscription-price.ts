import type { CreatorClient, Money } from '@mym/sdk';
import { DEFAULT_CURRENCY, fromMinorUnits, isSellingPrice, toMinorUnits } from '@mym/sdk/rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCreatorClient } from '../creator-client';

/** `GET /creators/me/subscription-price`: the monthly price the profile form starts from. */
export const subscriptionPriceQuery = (client: CreatorClient) =>
  queryOptions({
    queryKey: ['creator', 'subscription-price'],
    queryFn: () => client.creator.subscriptionPrice(),
  });

/** The price as the field holds it: major units typed by the creator, empty while no subscription is sold. */
export const priceText = (price: Money | null | undefined) =>
  price ? String(fromMinorUnits(price.value)).replace('.', ',') : '';

/**
 * What the field's text asks for: `null` (sell no subscription), a price in minor units, or the spec error key
 * when the text is not a price within the push bounds (5..1000).
 */
export function readSubscriptionPrice(text: string): Money | null | string {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const amount = Number(trimmed.replace(',', '.'));
  const value = Number.isFinite(amount) ? toMinorUnits(amount) : Number.NaN;
  return Number.isInteger(value) && isSellingPrice(value)
    ? { value, currency: DEFAULT_CURRENCY }
    : 'creators_push_price_error';
}

/** The creator's monthly subscription price, read and saved through the SDK. */
export function useSubscriptionPrice() {
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const options = subscriptionPriceQuery(client);
  const query = useQuery(options);
  const save = useMutation({
    mutationFn: (price: Money | null) => client.creator.setSubscriptionPrice(price),
    onSuccess: (saved) => queryClient.setQueryData(options.queryKey, saved),
  });
  return { query, save };
}
