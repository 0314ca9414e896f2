import type { LiveRecord, PushAudience, PushPriceRange } from '@mym/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCreator } from '../common/creator/use-creator';
import { scheduleTimeZone } from '../common/schedule/schedule-zone';
import { type ComposerLoad, failedLoad } from '../composer/composer-load';
import { useCreatorClient } from '../creator-client';
import { liveQueries } from './live-queries';

/** What the live composer offers a choice from, and the live being edited. */
export interface LiveComposerData {
  prices: PushPriceRange[];
  publicationDates: string[];
  restrictedDates: string[];
  targets: PushAudience[];
  /** The creator's IANA zone: the start is chosen and shown in it. */
  timeZone: string;
  live: LiveRecord | null;
}

export type LiveComposerLoad = ComposerLoad<LiveComposerData>;

/** Loads the choices and, when editing, the live; any failure shows one error with one retry of what failed. */
export function useLiveComposerData(liveId: string | undefined): LiveComposerLoad {
  const client = useCreatorClient();
  const creator = useCreator();
  const live = useQuery({ ...liveQueries.detail(client, liveId ?? ''), enabled: liveId !== undefined });
  // One hook per choice rather than react-query's useQueries, whose observer the first load then does without.
  const prices = useQuery(liveQueries.prices(client));
  const calendar = useQuery(liveQueries.calendar(client));
  const restrictions = useQuery(liveQueries.restrictions(client));
  const targets = useQuery(liveQueries.targets(client));
  const results = [prices, calendar, restrictions, targets];
  const creatorZone = creator.data?.timeZone;
  // The same object while its parts are the same: the fields that draw from it (the start's month of days) are
  // then not drawn again each time the composer is.
  const data = useMemo(
    () =>
      prices.data && calendar.data && restrictions.data && targets.data
        ? {
            prices: prices.data,
            publicationDates: calendar.data,
            restrictedDates: restrictions.data,
            targets: targets.data,
            timeZone: scheduleTimeZone(creatorZone),
            live: live.data ?? null,
          }
        : undefined,
    [prices.data, calendar.data, restrictions.data, targets.data, creatorZone, live.data],
  );
  const failed = failedLoad([...results, creator, ...(liveId ? [live] : [])]);
  if (failed) return failed;
  if (!data || !creator.data) return { status: 'pending' };
  if (liveId && !live.data) return { status: 'pending' };
  return { status: 'success', data };
}
