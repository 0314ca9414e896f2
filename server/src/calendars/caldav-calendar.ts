import {
  createAccount,
  type DAVCalendar,
  deleteObject,
  ensureTrailingSlash,
  fetchCalendarObjects,
  fetchCalendars,
  getBasicAuthHeaders,
  makeCalendar,
  updateObject,
} from 'tsdav';
import { busyRangesOf } from './caldav-events.ts';
import { type CalendarEgress, refusedByEgress } from './calendar-egress.ts';
import { rateLimited } from './calendar-failures.ts';
import { CalendarTooLargeError, calendarReadLimits, cappedResponse } from './read-limits';

export interface CalDavAccount {
  serverUrl: string;
  username: string;
  password: string;
}
export interface CalDavCalendar extends CalDavAccount {
  calendarUrl: string;
}
/** ISO-8601 UTC instants, end exclusive. */
export interface BusyInterval {
  start: string;
  end: string;
}

/**
 * The server could not be reached or failed on its side (network error, 5xx, 429, a rate-limiting 403, no answer
 * within 10 s): a hiccup, worth trying again later.
 */
export class CalendarUnreachableError extends Error {
  override name = 'CalendarUnreachableError';
}
/**
 * The server refused the credentials (401, a 403 that is not rate limiting), or its address is one the API does
 * not connect to: the creator has to act. Both answer alike, so a refusal tells nothing of the network behind.
 */
export class CalendarAuthError extends Error {
  override name = 'CalendarAuthError';
}

/** Each operation as a whole (discovery makes several requests) gets this long before it is given up. */
const OPERATION_TIMEOUT_MS = 10_000;
const CALENDAR_NAME = 'Consultations';
const DAY_MS = 86_400_000;

interface Connection {
  headers: Record<string, string>;
  fetch: typeof fetch;
}

/**
 * Runs one operation with Basic auth and a fetch that maps transport failures to our errors. tsdav swallows some
 * failures (discovery falls back to other URLs) and rewraps others as plain Errors with its own wording, so the
 * fetch remembers the first failure it saw, and that is what the operation throws if it fails at all.
 */
async function withConnection<T>(
  account: CalDavAccount,
  egress: CalendarEgress,
  work: (connection: Connection) => Promise<T>,
): Promise<T> {
  const signal = AbortSignal.timeout(OPERATION_TIMEOUT_MS);
  let failure: Error | undefined;
  const boundedFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const what = `${init?.method ?? 'GET'} ${input instanceof Request ? input.url : String(input)}`;
    const url = input instanceof Request ? input.url : String(input);
    // Judged before any request (fetch's own refusals, a blocked port, would otherwise answer differently).
    if (!egress.allowsUrl(url)) {
      failure ??= new CalendarAuthError(`${what}: not an address calendars may use`);
      throw failure;
    }
    let response: Response;
    try {
      response = await egress.fetch(input, { ...init, signal });
    } catch (error) {
      if (refusedByEgress(error)) {
        failure ??= new CalendarAuthError(`${what}: not an address calendars may use`, { cause: error });
        throw failure;
      }
      const reason = signal.aborted ? `no answer within ${OPERATION_TIMEOUT_MS / 1000} s` : describe(error);
      failure ??= new CalendarUnreachableError(`${what}: ${reason}`, { cause: error });
      throw failure;
    }
    if (await rateLimited(response)) {
      failure ??= new CalendarUnreachableError(`${what}: rate limited (${response.status})`);
      throw failure;
    }
    if (response.status === 401 || response.status === 403) {
      failure ??= new CalendarAuthError(`${what}: the server refused the credentials (${response.status})`);
      throw failure;
    }
    if (response.status >= 500) {
      failure ??= new CalendarUnreachableError(`${what}: server error ${response.status}`);
      throw failure;
    }
    try {
      return cappedResponse(response, calendarReadLimits.maxBytes);
    } catch (error) {
      failure ??= error as Error;
      throw failure;
    }
  };
  const headers = getBasicAuthHeaders({ username: account.username, password: account.password });
  try {
    return await work({ headers, fetch: boundedFetch as typeof fetch });
  } catch (error) {
    if (failure) throw failure;
    // The deadline can also strike while tsdav reads a body, outside our fetch.
    if (signal.aborted)
      throw new CalendarUnreachableError(`no answer within ${OPERATION_TIMEOUT_MS / 1000} s`);
    throw error;
  }
}

/** undici hides the reason (ECONNREFUSED, ENOTFOUND…) in `cause`. */
function describe(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return `${(error as Error).message} (${cause.message})`;
  return error instanceof Error ? error.message : String(error);
}

/** Calendars that declare no component set accept every kind, events included (RFC 4791 §5.2.3). */
function holdsEvents(calendar: DAVCalendar): boolean {
  return !calendar.components?.length || calendar.components.includes('VEVENT');
}

/**
 * Logs in, finds the account's calendars, returns the first VEVENT calendar (creates one named "Consultations"
 * when the account has none).
 */
export async function openCalDavCalendar(
  account: CalDavAccount,
  egress: CalendarEgress,
): Promise<CalDavCalendar> {
  return withConnection(account, egress, async ({ headers, fetch }) => {
    const davAccount = await createAccount({
      account: {
        serverUrl: account.serverUrl,
        credentials: { username: account.username, password: account.password },
        accountType: 'caldav',
      },
      headers,
      fetch,
    });
    const findEventCalendar = async () =>
      (await fetchCalendars({ account: davAccount, headers, fetch })).find(holdsEvents);
    const existing = await findEventCalendar();
    if (existing) return { ...account, calendarUrl: existing.url };

    // A fixed path keeps creation idempotent: when two openings race, the second MKCALENDAR fails and finds the first's.
    const url = new URL('consultations/', ensureTrailingSlash(davAccount.homeUrl!)).href;
    const [created] = await makeCalendar({
      url,
      props: {
        'd:displayname': CALENDAR_NAME,
        'c:supported-calendar-component-set': { 'c:comp': { _attributes: { name: 'VEVENT' } } },
      },
      headers,
      fetch,
    });
    if (created?.ok) return { ...account, calendarUrl: url };
    const raced = await findEventCalendar();
    if (raced) return { ...account, calendarUrl: raced.url };
    throw new Error(`MKCALENDAR ${url} failed: ${created?.status} ${created?.statusText ?? ''}`.trim());
  });
}

/**
 * Busy times of the calendar overlapping [from, to): every VEVENT that is not TRANSP:TRANSPARENT and not CANCELLED,
 * recurring events expanded, all-day events as the whole day (UTC), as UTC instants sorted by start. They are not
 * merged: each interval is one event occurrence, and they are not clipped to the range.
 */
export async function readBusyTimes(
  calendar: CalDavCalendar,
  range: { from: string; to: string },
  egress: CalendarEgress,
): Promise<BusyInterval[]> {
  const wanted = { start: Date.parse(range.from), end: Date.parse(range.to) };
  if (!Number.isFinite(wanted.start) || !Number.isFinite(wanted.end)) {
    throw new RangeError(`readBusyTimes: not ISO-8601 instants: ${range.from} – ${range.to}`);
  }
  if (wanted.end <= wanted.start) return [];
  const objects = await withConnection(calendar, egress, ({ headers, fetch }) =>
    fetchCalendarObjects({
      calendar: { url: calendar.calendarUrl },
      // The server's time-range filter only narrows the download; the expansion below decides what is busy. It is
      // a day wider on each side because servers read floating times, all-day dates and TZIDs lacking a VTIMEZONE
      // in zones of their choosing (at most 14 h away from ours).
      timeRange: {
        start: new Date(wanted.start - DAY_MS).toISOString(),
        end: new Date(wanted.end + DAY_MS).toISOString(),
      },
      // Objects written by other clients need not end in .ics; the collection itself ends in a slash.
      urlFilter: (url) => !url.endsWith('/'),
      headers,
      fetch,
    }),
  );
  const busy: ReturnType<typeof busyRangesOf> = [];
  for (const object of objects) {
    if (typeof object.data !== 'string') continue;
    try {
      for (const range of busyRangesOf(object.data, wanted)) busy.push(range);
    } catch (error) {
      // Skipping it could double-book the time it holds: fail, and say which object to look at.
      throw new Error(`${object.url}: unreadable event: ${describe(error)}`, { cause: error });
    }
    // Counted as they are expanded, so a flood of recurring events stops early rather than after all of it.
    if (busy.length > calendarReadLimits.maxEvents) {
      throw new CalendarTooLargeError(`more than ${calendarReadLimits.maxEvents} busy times in the range`);
    }
  }
  return busy
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map(({ start, end }) => ({ start: new Date(start).toISOString(), end: new Date(end).toISOString() }));
}

function eventUrl(calendar: CalDavCalendar, uid: string): string {
  return new URL(`${encodeURIComponent(uid)}.ics`, ensureTrailingSlash(calendar.calendarUrl)).href;
}

/** Writes one event (`ics` is a complete VCALENDAR text with one VEVENT whose UID is `uid`) as <uid>.ics. */
export async function writeEvent(
  calendar: CalDavCalendar,
  event: { uid: string; ics: string },
  egress: CalendarEgress,
): Promise<void> {
  const url = eventUrl(calendar, event.uid);
  // No If-Match / If-None-Match: writing an event again replaces it (a rescheduled consultation).
  const response = await withConnection(calendar, egress, ({ headers, fetch }) =>
    updateObject({
      url,
      data: event.ics,
      headers: { ...headers, 'content-type': 'text/calendar; charset=utf-8' },
      fetch,
    }),
  );
  if (!response.ok) throw new Error(`PUT ${url} failed: ${response.status} ${await response.text()}`.trim());
}

/** Removes the event <uid>.ics; removing one that is gone already is not an error. */
export async function removeEvent(
  calendar: CalDavCalendar,
  uid: string,
  egress: CalendarEgress,
): Promise<void> {
  const url = eventUrl(calendar, uid);
  const response = await withConnection(calendar, egress, ({ headers, fetch }) =>
    deleteObject({ url, headers, fetch }),
  );
  if (!response.ok && response.status !== 404 && response.status !== 410) {
    throw new Error(`DELETE ${url} failed: ${response.status}`);
  }
}
