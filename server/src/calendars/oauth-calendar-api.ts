import { createHash } from 'node:crypto';
import { type BusyInterval, CalendarAuthError } from './caldav-calendar';
import { rateLimitedAnswer } from './calendar-failures';
import { CalendarTokenExpiredError, CalendarUnreachableError } from './oauth-connection';
import type { OAuthProviderConfig } from './oauth-providers';
import { calendarReadLimits, cappedResponse } from './read-limits';

/** A booking as the JSON calendar APIs take it; start and end are ISO-8601 instants, timeZone an IANA zone. */
export interface CalendarEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  timeZone: string;
}

/** Each call gets this long, like the CalDAV calendars, before the provider counts as unreachable. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Graph pages calendarView (10 events by default); a runaway nextLink chain stops here. */
const MAX_GRAPH_PAGES = 50;

/**
 * Busy times of the creator's primary calendar overlapping [from, to), as UTC instants sorted by start.
 * Google answers them from freeBusy (free and transparent events already left out); Microsoft lists the
 * occurrences in calendarView, where those shown as free and the cancelled ones do not make the creator busy.
 */
export async function readBusyTimes(
  provider: OAuthProviderConfig,
  accessToken: string,
  range: { from: string; to: string },
): Promise<BusyInterval[]> {
  const from = new Date(range.from).toISOString();
  const to = new Date(range.to).toISOString();
  const busy =
    provider.name === 'google'
      ? await googleBusy(provider, accessToken, from, to)
      : await graphBusy(provider, accessToken, from, to);
  return busy.sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}

async function googleBusy(provider: OAuthProviderConfig, accessToken: string, from: string, to: string) {
  const response = await call(accessToken, 'POST', `${provider.apiUrl}/freeBusy`, {
    timeMin: from,
    timeMax: to,
    items: [{ id: 'primary' }],
  });
  const answer = (await response.json()) as {
    calendars?: Record<string, { busy?: { start: string; end: string }[]; errors?: { reason: string }[] }>;
  };
  const primary = answer.calendars?.primary;
  // Google reports a calendar it could not read inside a 200; offering its slots as free would double-book.
  if (!primary || primary.errors?.length) {
    const reasons = primary?.errors?.map((error) => error.reason).join(', ') ?? 'no primary calendar';
    throw new CalendarUnreachableError(`Google could not read the busy times: ${reasons}`);
  }
  return (primary.busy ?? []).map((interval) => ({ start: utc(interval.start), end: utc(interval.end) }));
}

interface GraphEvent {
  showAs?: string;
  isCancelled?: boolean;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
}

async function graphBusy(provider: OAuthProviderConfig, accessToken: string, from: string, to: string) {
  const url = new URL(`${provider.apiUrl}/me/calendarView`);
  url.searchParams.set('startDateTime', from);
  url.searchParams.set('endDateTime', to);
  url.searchParams.set('$select', 'showAs,isCancelled,start,end');
  url.searchParams.set('$top', '100');
  const busy: BusyInterval[] = [];
  let next: string | undefined = url.href;
  for (let page = 0; next && page < MAX_GRAPH_PAGES; page++) {
    // Times in UTC, without an offset in the string: Graph otherwise answers in each event's own zone.
    const response = await call(accessToken, 'GET', next, undefined, { Prefer: 'outlook.timezone="UTC"' });
    const answer = (await response.json()) as { value: GraphEvent[]; '@odata.nextLink'?: string };
    for (const event of answer.value) {
      if (event.showAs === 'free' || event.isCancelled) continue;
      busy.push({ start: graphInstant(event.start), end: graphInstant(event.end) });
    }
    next = answer['@odata.nextLink'];
    // The bearer token follows the link: only ever to Graph itself.
    if (next && new URL(next).origin !== url.origin) throw new Error(`Graph paged off to ${next}`);
  }
  return busy;
}

/**
 * Writes the booking's event into the primary calendar. On Google the event id is derived from the booking's
 * UID, so writing the same booking again (a retry, a rescheduled consultation) replaces its event instead of
 * adding a second one. Graph lets no client choose ids: each write there is a new event.
 */
export async function writeEvent(
  provider: OAuthProviderConfig,
  accessToken: string,
  event: CalendarEvent,
): Promise<{ eventId: string }> {
  if (provider.name === 'google') {
    const eventId = googleEventId(event.uid);
    const body = {
      id: eventId,
      summary: event.summary,
      description: event.description,
      start: { dateTime: utc(event.start), timeZone: event.timeZone },
      end: { dateTime: utc(event.end), timeZone: event.timeZone },
      // Also brings back an event removed earlier: Google keeps removed events as cancelled under their id.
      status: 'confirmed',
    };
    const events = `${provider.apiUrl}/calendars/primary/events`;
    const created = await call(accessToken, 'POST', events, body, {}, [409]);
    if (created.status === 409) await call(accessToken, 'PUT', `${events}/${eventId}`, body);
    return { eventId };
  }
  const response = await call(accessToken, 'POST', `${provider.apiUrl}/me/events`, {
    subject: event.summary,
    body: { contentType: 'text', content: event.description },
    // Graph reads dateTime as a wall-clock time in timeZone (it accepts IANA names).
    start: { dateTime: wallClock(event.start, event.timeZone), timeZone: event.timeZone },
    end: { dateTime: wallClock(event.end, event.timeZone), timeZone: event.timeZone },
    showAs: 'busy',
  });
  const created = (await response.json()) as { id: string };
  return { eventId: created.id };
}

/** Removes an event written by writeEvent; one already gone (404, or 410 at Google) is not an error. */
export async function removeEvent(
  provider: OAuthProviderConfig,
  accessToken: string,
  eventId: string,
): Promise<void> {
  const url =
    provider.name === 'google'
      ? `${provider.apiUrl}/calendars/primary/events/${encodeURIComponent(eventId)}`
      : `${provider.apiUrl}/me/events/${encodeURIComponent(eventId)}`;
  await call(accessToken, 'DELETE', url, undefined, {}, [404, 410]);
}

/**
 * One API request with the bearer token. Answers a 2xx or one of `accepted`; a 401 means the token needs a
 * refresh, a network failure, timeout, 429, 5xx or a rate-limiting 403 a provider to retry later, another 403
 * a grant that no longer allows this (the creator reconnects), anything else is a bug of ours.
 */
async function call(
  accessToken: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  accepted: number[] = [],
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CalendarUnreachableError(`${method} ${url} failed: ${String(error)}`, { cause: error });
  }
  if (response.ok || accepted.includes(response.status))
    return cappedResponse(response, calendarReadLimits.maxBytes);
  const answer = await response.text().catch(() => '');
  const detail = `${method} ${url} answered ${response.status}: ${answer.slice(0, 4096)}`.trim();
  if (response.status === 401) throw new CalendarTokenExpiredError(detail);
  if (
    rateLimitedAnswer(response.status, response.headers.get('retry-after'), answer) ||
    response.status >= 500
  )
    throw new CalendarUnreachableError(detail);
  if (response.status === 403) throw new CalendarAuthError(detail);
  throw new Error(detail);
}

/** Google event ids are 5–1024 characters of base32hex (a–v, 0–9): the hex of a hash of the UID is one. */
function googleEventId(uid: string): string {
  return createHash('sha256').update(uid).digest('hex');
}

const utc = (instant: string) => new Date(instant).toISOString();

/** Graph's "2025-03-10T09:00:00.0000000" in UTC: seven fraction digits, no zone; Date wants at most three. */
function graphInstant(time: { dateTime: string; timeZone: string }): string {
  if (time.timeZone !== 'UTC') throw new Error(`Graph answered a time in ${time.timeZone}, not UTC`);
  const [seconds, fraction = ''] = time.dateTime.split('.');
  return utc(`${seconds}.${fraction.padEnd(3, '0').slice(0, 3)}Z`);
}

/** The instant as the clock on the wall shows it in timeZone, e.g. "2025-03-10T10:00:00" for 09:00Z in Paris. */
function wallClock(instant: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const part = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}
