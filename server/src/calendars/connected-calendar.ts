import type { CalendarFailure } from '@mym/sdk/contract';
import type { Interval } from '@mym/sdk/rules/slots';
import * as caldav from './caldav-calendar';
import * as oauthApi from './oauth-calendar-api';
import * as oauth from './oauth-connection';
import type { OAuthProviderConfig } from './oauth-providers';

/** A booking as a calendar needs it: the event file for CalDAV, the fields for the JSON APIs. */
export interface BookingEvent {
  uid: string;
  ics: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  timeZone: string;
}

/** What the catalog asks of a creator's calendar, whichever provider holds it. */
export interface ConnectedCalendar {
  busyTimes(range: { from: string; to: string }): Promise<Interval[]>;
  /** Writes the booking's event and answers the provider's id for it (to remove it on cancel). */
  writeBooking(event: BookingEvent): Promise<string>;
  removeBooking(eventId: string): Promise<void>;
}

/** A calendar that cannot be used: its credentials were refused or its server is out of reach. */
export class CalendarSyncError extends Error {
  constructor(
    readonly failure: CalendarFailure,
    cause: unknown,
  ) {
    super(`Calendar ${failure}`, { cause });
  }
}

/** Maps every provider's failures to the two the creator can act on (reconnect, or wait). */
export async function syncing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CalendarSyncError) throw error;
    if (error instanceof caldav.CalendarAuthError || error instanceof oauth.CalendarGrantRevokedError) {
      throw new CalendarSyncError('credentials_refused', error);
    }
    throw new CalendarSyncError('unreachable', error);
  }
}

/** A CalDAV account's calendar; the event id is the booking's UID (the file name on the server). */
export function calDavCalendar(calendar: caldav.CalDavCalendar): ConnectedCalendar {
  return {
    busyTimes: (range) => syncing(() => caldav.readBusyTimes(calendar, range)),
    async writeBooking(event) {
      await syncing(() => caldav.writeEvent(calendar, { uid: event.uid, ics: event.ics }));
      return event.uid;
    },
    removeBooking: (eventId) => syncing(() => caldav.removeEvent(calendar, eventId)),
  };
}

/**
 * A Google or Microsoft calendar: every call first makes sure the access token is fresh and hands refreshed
 * tokens to `store` (sealed in the connection) before using them.
 */
export function oauthCalendar(
  provider: OAuthProviderConfig,
  tokens: oauth.OAuthTokens,
  store: (tokens: oauth.OAuthTokens) => Promise<void>,
  now: () => Date,
): ConnectedCalendar {
  let current = tokens;
  const accessToken = async () => {
    const fresh = await oauth.freshTokens(provider, current, now());
    if (fresh.refreshed) await store(fresh.tokens);
    current = fresh.tokens;
    return current.accessToken;
  };
  // An access token refused before its expiry (revoked, rotated) is refreshed once and the call retried.
  const authorized = <T>(call: (token: string) => Promise<T>) =>
    syncing(async () => {
      try {
        return await call(await accessToken());
      } catch (error) {
        if (!(error instanceof oauth.CalendarTokenExpiredError)) throw error;
        current = { ...current, expiresAt: new Date(0) };
        return call(await accessToken());
      }
    });
  return {
    busyTimes: (range) => authorized((token) => oauthApi.readBusyTimes(provider, token, range)),
    writeBooking: (event) =>
      authorized(async (token) => (await oauthApi.writeEvent(provider, token, event)).eventId),
    removeBooking: (eventId) => authorized((token) => oauthApi.removeEvent(provider, token, eventId)),
  };
}

/**
 * The development stand-in (only with `CALENDAR_DEV_PROVIDER=1`): an empty calendar that accepts every
 * event, for working on the catalog without an account anywhere.
 */
export const developmentCalendar: ConnectedCalendar = {
  busyTimes: async () => [],
  writeBooking: async (event) => event.uid,
  removeBooking: async () => undefined,
};
