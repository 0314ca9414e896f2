import type { PushAudience, PushPriceRange, PushRecord } from '@mym/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCreator } from '../common/creator/use-creator';
import { scheduleTimeZone } from '../common/schedule/schedule-zone';
import { type ComposerLoad, failedLoad } from '../composer/composer-load';
import { useCreatorClient } from '../creator-client';
import { pushQueries } from './push-queries';

/** Everything the composer offers a choice from, and the push being edited. */
export interface PushComposerData {
  prices: PushPriceRange[];
  discountDurations: { value: number }[];
  publicationDates: string[];
  restrictedDates: string[];
  targets: PushAudience[];
  /** The creator's IANA zone: schedules are chosen and shown in it. */
  timeZone: string;
  push: PushRecord | null;
}

export type PushComposerLoad = ComposerLoad<PushComposerData>;

/**
 * Loads the composer's choices and, when editing, the push (spec 4: the form resets once prices and push are
 * loaded). Any failure shows one error with one retry of what failed.
 */
export function usePushComposerData(pushId: string | undefined): PushComposerLoad {
  const client = useCreatorClient();
  const creator = useCreator();
  const push = useQuery({ ...pushQueries.detail(client, pushId ?? ''), enabled: pushId !== undefined });
  // One hook per choice rather than react-query's useQueries, whose observer the composer's first load then
  // does without.
  const prices = useQuery(pushQueries.prices(client));
  const durations = useQuery(pushQueries.discountDurations(client));
  const calendar = useQuery(pushQueries.calendar(client));
  const restrictions = useQuery(pushQueries.restrictions(client));
  const targets = useQuery(pushQueries.targets(client));
  const results = [prices, durations, calendar, restrictions, targets];
  const creatorZone = creator.data?.timeZone;
  // The same object while its parts are the same: the form, drawn only when its data changes, is then not drawn
  // again each time the composer is (see PushComposer).
  const data = useMemo(
    () =>
      prices.data && durations.data && calendar.data && restrictions.data && targets.data
        ? {
            prices: prices.data,
            discountDurations: durations.data,
            publicationDates: calendar.data,
            restrictedDates: restrictions.data,
            targets: targets.data,
            timeZone: scheduleTimeZone(creatorZone),
            push: push.data ?? null,
          }
        : undefined,
    [prices.data, durations.data, calendar.data, restrictions.data, targets.data, creatorZone, push.data],
  );
  const failed = failedLoad([...results, creator, ...(pushId ? [push] : [])]);
  if (failed) return failed;
  if (!data || !creator.data) return { status: 'pending' };
  if (pushId && !push.data) return { status: 'pending' };
  return { status: 'success', data };
}
