import { setTimeout as sleep } from 'node:timers/promises';
import type { CalendarFailure } from '@mym/sdk/contract';
import type { Interval } from '@mym/sdk/rules/slots';
import * as caldav from './caldav-calendar';
import type { CalendarEgress } from './calendar-egress';
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

/**
 * A calendar call that failed: its credentials were refused (`credentials_refused`: the creator reconnects it)
 * or its server did not answer well this time (`unreachable`: a hiccup, the sync is only delayed).
 */
export class CalendarSyncError extends Error {
  constructor(
    readonly failure: CalendarFailure,
    cause: unknown,
  ) {
    super(`Calendar ${failure}`, { cause });
  }
}

/** Waits between attempts of a call that hit a hiccup (timeout, 429, 5xx, rate-limiting 403): then gives up. */
export const CALENDAR_RETRY_DELAYS_MS: readonly number[] = [250, 1000];

function failureOf(error: unknown): CalendarFailure {
  if (error instanceof CalendarSyncError) return error.failure;
  const refused =
    error instanceof caldav.CalendarAuthError ||
    error instanceof oauth.CalendarGrantRevokedError ||
    // Still refused after a refresh: the grant no longer opens this calendar.
    error instanceof oauth.CalendarTokenExpiredError;
  return refused ? 'credentials_refused' : 'unreachable';
}

/**
 * Maps every provider's failures to the two the creator can act on (reconnect, or wait), trying a hiccup again
 * after each of `retryDelaysMs` first: one slow answer must not cost a booking.
 */
export async function syncing<T>(
  call: () => Promise<T>,
  retryDelaysMs: readonly number[] = CALENDAR_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const failure = failureOf(error);
      const delay = retryDelaysMs[attempt];
      if (failure === 'unreachable' && delay !== undefined) {
        await sleep(delay);
        continue;
      }
      throw error instanceof CalendarSyncError ? error : new CalendarSyncError(failure, error);
    }
  }
}

/** How calendar calls go out: through the egress policy, retried after these delays. */
export interface CalendarCalls {
  egress: CalendarEgress;
  retryDelaysMs: readonly number[];
}

/** A CalDAV account's calendar; the event id is the booking's UID (the file name on the server). */
export function calDavCalendar(calendar: caldav.CalDavCalendar, calls: CalendarCalls): ConnectedCalendar {
  const { egress, retryDelaysMs } = calls;
  return {
    busyTimes: (range) => syncing(() => caldav.readBusyTimes(calendar, range, egress), retryDelaysMs),
    async writeBooking(event) {
      await syncing(
        () => caldav.writeEvent(calendar, { uid: event.uid, ics: event.ics }, egress),
        retryDelaysMs,
      );
      return event.uid;
    },
    removeBooking: (eventId) => syncing(() => caldav.removeEvent(calendar, eventId, egress), retryDelaysMs),
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
  retryDelaysMs: readonly number[] = CALENDAR_RETRY_DELAYS_MS,
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
    }, retryDelaysMs);
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
