import type { PushRow } from '../db/schema';

/** When a push's discount stops: its duration after the push went out; null without a discount. */
export function discountEndsAt(push: PushRow): Date | null {
  const start = push.sent_at ?? push.published_at;
  if (push.discount_value === null || push.discount_duration === null || !start) return null;
  return new Date(start.getTime() + push.discount_duration * 1000);
}

/** What a fan pays for a push now: the discount while it runs, the normal price otherwise (spec 3 "Push form"). */
export function currentPushPrice(push: PushRow, now: Date): { value: number; currency: string } {
  const ends = discountEndsAt(push);
  if (ends && now < ends && push.discount_value !== null) {
    return { value: push.discount_value, currency: push.discount_currency ?? push.price_currency };
  }
  return { value: push.price_value, currency: push.price_currency };
}
