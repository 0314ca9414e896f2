import type { Kysely } from 'kysely';
import {
  findCalendarConnection,
  markConnectionFailed,
  updateConnectionCredentials,
} from '../db/calendar-connections';
import type { Database } from '../db/schema';
import type { CalDavCalendar } from './caldav-calendar';
import { CALDAV_PROVIDER, type CalendarSettings, DEVELOPMENT_PROVIDER } from './calendar-settings';
import {
  CalendarSyncError,
  type ConnectedCalendar,
  calDavCalendar,
  developmentCalendar,
  oauthCalendar,
} from './connected-calendar';
import type { OAuthTokens } from './oauth-connection';

interface StoredOAuthTokens extends Omit<OAuthTokens, 'expiresAt'> {
  expiresAt: string;
}

/**
 * The creator's synced calendar, or undefined when there is none or it is failing. A call that fails marks
 * the connection Unsynced with its reason (shown on every catalog screen) before the error goes on.
 */
export async function creatorCalendar(
  deps: { db: Kysely<Database>; calendars: CalendarSettings; clock: () => Date },
  creatorId: string,
): Promise<ConnectedCalendar | undefined> {
  const connection = await findCalendarConnection(deps.db, creatorId);
  if (connection?.status !== 'Synced') return undefined;
  const calendar = openConnection(deps, connection);
  if (!calendar) return undefined;
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof CalendarSyncError)
          await markConnectionFailed(deps.db, connection.id, error.failure);
        throw error;
      }
    };
  return {
    busyTimes: guard(calendar.busyTimes),
    writeBooking: guard(calendar.writeBooking),
    removeBooking: guard(calendar.removeBooking),
  };
}

function openConnection(
  deps: { db: Kysely<Database>; calendars: CalendarSettings; clock: () => Date },
  connection: { id: string; provider: string; credentials: string | null },
): ConnectedCalendar | undefined {
  const { box, oauthProviders, developmentProvider } = deps.calendars;
  if (connection.provider === DEVELOPMENT_PROVIDER)
    return developmentProvider ? developmentCalendar : undefined;
  if (!connection.credentials) return undefined;
  if (connection.provider === CALDAV_PROVIDER)
    return calDavCalendar(box.open<CalDavCalendar>(connection.credentials));
  const provider = oauthProviders.find((candidate) => candidate.name === connection.provider);
  if (!provider) return undefined; // a provider no longer configured: nothing to read
  const stored = box.open<StoredOAuthTokens>(connection.credentials);
  return oauthCalendar(
    provider,
    { ...stored, expiresAt: new Date(stored.expiresAt) },
    (tokens) => updateConnectionCredentials(deps.db, connection.id, sealTokens(deps.calendars, tokens)),
    deps.clock,
  );
}

export function sealTokens(settings: CalendarSettings, tokens: OAuthTokens): string {
  return settings.box.seal({
    ...tokens,
    expiresAt: tokens.expiresAt.toISOString(),
  } satisfies StoredOAuthTokens);
}
