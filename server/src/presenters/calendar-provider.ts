import type { CalendarFailure, CalendarProvider } from '@mym/sdk/contract';
import type { CalendarProviderRow } from '../db/calendar-connections';

/** How each provider is connected: through a consent page or with an account's credentials. */
const CONNECTION_KIND: Record<string, 'oauth' | 'caldav'> = { caldav: 'caldav' };

/** A provider as the creator sees it (spec 3 "Calendar provider"): Synced while its connection is healthy. */
export function presentCalendarProvider(row: CalendarProviderRow): CalendarProvider {
  return {
    provider: row.name,
    status: row.connection_id && row.status === 'Synced' ? 'Synced' : 'Unsynced',
    calendarId: row.connection_id,
    failure: (row.failure as CalendarFailure | null) ?? null,
    connection: CONNECTION_KIND[row.name] ?? 'oauth',
  };
}

/** The provider just connected: Synced, through the connection stored for it. */
export function connectedProvider(provider: string, connectionId: string): CalendarProvider {
  return presentCalendarProvider({
    name: provider,
    connection_id: connectionId,
    status: 'Synced',
    failure: null,
  });
}
