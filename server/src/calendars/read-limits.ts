/**
 * How much the API reads from a creator's calendar for one question: a calendar that answers with a flood (a
 * hostile server, a runaway feed) costs bounded memory and CPU, and its slots are not offered.
 */
export interface CalendarReadLimits {
  /** Bytes of one answer from a calendar server (CALENDAR_MAX_BYTES). */
  maxBytes: number;
  /** Busy times in one read, occurrences of recurring events counted (CALENDAR_MAX_EVENTS). */
  maxEvents: number;
}

/** Six weeks of a very busy calendar is a few thousand events of a few KB at most. */
export const DEFAULT_CALENDAR_READ_LIMITS: CalendarReadLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxEvents: 20_000,
};

export function readCalendarReadLimits(env: NodeJS.ProcessEnv): CalendarReadLimits {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
    return value;
  };
  return {
    maxBytes: read('CALENDAR_MAX_BYTES', DEFAULT_CALENDAR_READ_LIMITS.maxBytes),
    maxEvents: read('CALENDAR_MAX_EVENTS', DEFAULT_CALENDAR_READ_LIMITS.maxEvents),
  };
}

/** The limits of this process, read from its environment once. */
export const calendarReadLimits = readCalendarReadLimits(process.env);

/** A calendar answered more than the limits allow. */
export class CalendarTooLargeError extends Error {
  override name = 'CalendarTooLargeError';
}

/**
 * The response with its body cut off past `maxBytes`: reading it fails with CalendarTooLargeError as soon as
 * the limit is crossed, so a server streaming gigabytes never fills the API's memory. A declared length over
 * the limit fails before any byte is read.
 */
export function cappedResponse(response: Response, maxBytes: number): Response {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    void response.body?.cancel();
    throw new CalendarTooLargeError(`the calendar answered ${declared} bytes, more than ${maxBytes}`);
  }
  if (!response.body) return response;
  let read = 0;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > maxBytes) {
          controller.error(new CalendarTooLargeError(`the calendar answered more than ${maxBytes} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  const capped = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  // tsdav reads `url` (multistatus hrefs are resolved against it); a new Response has none of its own.
  Object.defineProperty(capped, 'url', { value: response.url });
  return capped;
}
