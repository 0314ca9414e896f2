import type { Kysely } from 'kysely';
import {
  findCalendarConnection,
  findCreatorConnection,
  listSealedCredentials,
  markConnectionOnTime,
  updateConnectionCredentials,
} from '../db/calendar-connections';
import type { Database } from '../db/schema';
import { recordCalendarFailure } from '../services/calendar-notifications';
import type { CalDavCalendar } from './caldav-calendar';
import { CALDAV_PROVIDER, type CalendarSettings, DEVELOPMENT_PROVIDER } from './calendar-settings';
import {
  type BookingEvent,
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

type Deps = { db: Kysely<Database>; calendars: CalendarSettings; clock: () => Date };
type ConnectionRow = NonNullable<Awaited<ReturnType<typeof findCalendarConnection>>>;

/** A booking's event as written: which connection holds it, and the provider's id for it there. */
export interface WrittenEvent {
  connectionId: string;
  eventId: string;
}

/** The creator's calendar as the catalog uses it: written events say which connection holds them. */
export interface CreatorCalendar {
  busyTimes: ConnectedCalendar['busyTimes'];
  writeBooking(event: BookingEvent): Promise<WrittenEvent>;
}

/**
 * The creator's synced calendar (its sync perhaps delayed by a hiccup), or undefined when there is none or its
 * credentials were refused. Each call's outcome is recorded on the connection (shown on every catalog screen):
 * refused credentials switch it off, a hiccup marks its sync delayed, a success puts it back on time.
 */
export async function creatorCalendar(deps: Deps, creatorId: string): Promise<CreatorCalendar | undefined> {
  const connection = await findCalendarConnection(deps.db, creatorId);
  if (connection?.status !== 'Synced') return undefined;
  const calendar = await openConnection(deps, connection);
  if (!calendar) return undefined;
  return {
    busyTimes: (range) => recorded(deps, connection, () => calendar.busyTimes(range)),
    writeBooking: async (event) => ({
      connectionId: connection.id,
      eventId: await recorded(deps, connection, () => calendar.writeBooking(event)),
    }),
  };
}

/**
 * Removes a booking's event from the calendar that holds it, which may no longer be the creator's current one.
 * Answers whether the event is gone; false when that calendar cannot be used (replaced, refused), and throws
 * a CalendarSyncError when it could not be reached.
 */
export async function removeBookingEvent(
  deps: Deps,
  creatorId: string,
  event: { connectionId: string | null; eventId: string },
): Promise<boolean> {
  if (!event.connectionId) return false;
  const connection = await findCreatorConnection(deps.db, creatorId, event.connectionId);
  if (connection?.status !== 'Synced') return false;
  const calendar = await openConnection(deps, connection);
  if (!calendar) return false;
  await recorded(deps, connection, () => calendar.removeBooking(event.eventId));
  return true;
}

async function recorded<T>(deps: Deps, connection: ConnectionRow, call: () => Promise<T>): Promise<T> {
  try {
    const result = await call();
    if (connection.failure) await markConnectionOnTime(deps.db, connection.id);
    return result;
  } catch (error) {
    if (error instanceof CalendarSyncError)
      await recordCalendarFailure(deps.db, connection.id, error.failure, deps.clock());
    throw error;
  }
}

async function openConnection(deps: Deps, connection: ConnectionRow): Promise<ConnectedCalendar | undefined> {
  const { box, oauthProviders, developmentProvider, egress, retryDelaysMs } = deps.calendars;
  if (connection.provider === DEVELOPMENT_PROVIDER)
    return developmentProvider ? developmentCalendar : undefined;
  if (!connection.credentials) return undefined;
  let credentials: unknown;
  try {
    credentials = box.open(connection.credentials);
  } catch {
    // Sealed under a key this API no longer has (both keys rotated away): only reconnecting helps.
    await recordCalendarFailure(deps.db, connection.id, 'credentials_refused', deps.clock());
    return undefined;
  }
  // Credentials sealed under an older key are sealed again under the current one as they are read.
  if (box.isStale(connection.credentials)) {
    await updateConnectionCredentials(deps.db, connection.id, box.seal(credentials));
  }
  if (connection.provider === CALDAV_PROVIDER)
    return calDavCalendar(credentials as CalDavCalendar, { egress, retryDelaysMs });
  const provider = oauthProviders.find((candidate) => candidate.name === connection.provider);
  if (!provider) return undefined; // a provider no longer configured: nothing to read
  const stored = credentials as StoredOAuthTokens;
  return oauthCalendar(
    provider,
    { ...stored, expiresAt: new Date(stored.expiresAt) },
    (tokens) => updateConnectionCredentials(deps.db, connection.id, sealTokens(deps.calendars, tokens)),
    deps.clock,
    retryDelaysMs,
  );
}

/**
 * Seals again, under the current key, every credential still sealed under an older one (the previous key, or
 * the media secret that sealed them before they had a key of their own): run at start, so that a key can be
 * retired once an instance has started with its successor. Answers how many were resealed and unreadable.
 */
export async function resealCalendarCredentials(deps: Pick<Deps, 'db' | 'calendars'>) {
  const { box } = deps.calendars;
  let resealed = 0;
  let unreadable = 0;
  for (const row of await listSealedCredentials(deps.db)) {
    if (!box.isStale(row.credentials)) continue;
    try {
      await updateConnectionCredentials(deps.db, row.id, box.seal(box.open(row.credentials)));
      resealed += 1;
    } catch {
      unreadable += 1;
    }
  }
  return { resealed, unreadable };
}

export function sealTokens(settings: CalendarSettings, tokens: OAuthTokens): string {
  return settings.box.seal({
    ...tokens,
    expiresAt: tokens.expiresAt.toISOString(),
  } satisfies StoredOAuthTokens);
}
