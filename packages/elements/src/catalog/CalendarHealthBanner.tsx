import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useCreatorClient } from '../creator-client';
import { delayedConnection, failingConnection } from './calendar-providers';
import { catalogQueries } from './catalog-queries';

// What the banner says (and the design system's banner) loads only when there is something to say: a healthy
// calendar, the usual case, costs every catalog screen nothing but the providers' query it already makes.
const CalendarHealthNotice = lazy(() =>
  import('./CalendarHealthNotice').then((module) => ({ default: module.CalendarHealthNotice })),
);

export interface CalendarHealthBannerProps {
  /** On the calendar screen itself the banner needs no link to it. */
  linkToCalendar?: boolean | undefined;
  /** Where the calendar screen is, for a host outside the catalog's navigation; the catalog's own link otherwise. */
  calendarHref?: string | undefined;
}

/**
 * Says, on every catalog screen, that bookings are paused because the connected calendar stopped syncing
 * (spec 3: Unsynced, with the reason the API gives: refused credentials), with the way to the calendar screen
 * to reconnect it; or, more quietly, that a hiccup of the calendar's server delays its sync (still Synced: it
 * recovers by itself, nothing to do). Shows nothing while the calendar is healthy or not connected.
 */
export function CalendarHealthBanner({ linkToCalendar = true, calendarHref }: CalendarHealthBannerProps) {
  const client = useCreatorClient();
  const providers = useQuery(catalogQueries.providers(client));
  const failing = failingConnection(providers.data);
  const delayed = failing ? undefined : delayedConnection(providers.data);
  if (!failing && !delayed) return null;
  return (
    <Suspense fallback={null}>
      <CalendarHealthNotice
        failing={failing}
        delayed={delayed}
        linkToCalendar={linkToCalendar}
        calendarHref={calendarHref}
      />
    </Suspense>
  );
}
