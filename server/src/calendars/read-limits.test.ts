import { describe, expect, it } from 'vitest';
import { CalendarTooLargeError, cappedResponse, readCalendarReadLimits } from './read-limits';

/** A body streamed in chunks of 1 KB, `chunks` of them, with no declared length (as a hostile server sends it). */
function streamed(chunks: number): Response {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(1024).fill(65));
    },
  });
  return new Response(body, { status: 207 });
}

describe('what the API reads from a calendar is bounded (README "Hostile input": CALENDAR_MAX_BYTES)', () => {
  it('a body within the limit reads whole, status kept', async () => {
    const capped = cappedResponse(streamed(4), 8 * 1024);
    expect(capped.status).toBe(207);
    expect((await capped.text()).length).toBe(4 * 1024);
  });

  it('a streamed body past the limit fails as soon as the limit is crossed', async () => {
    await expect(cappedResponse(streamed(100_000), 8 * 1024).text()).rejects.toBeInstanceOf(
      CalendarTooLargeError,
    );
  });

  it('a declared length past the limit fails before any byte is read', () => {
    const declared = new Response('x', { headers: { 'content-length': String(50 * 1024 * 1024) } });
    expect(() => cappedResponse(declared, 8 * 1024)).toThrow(CalendarTooLargeError);
  });

  it('the operator sets both limits; a value that is not a whole number above 0 stops the API', () => {
    expect(readCalendarReadLimits({ CALENDAR_MAX_BYTES: '1024', CALENDAR_MAX_EVENTS: '10' })).toEqual({
      maxBytes: 1024,
      maxEvents: 10,
    });
    expect(() => readCalendarReadLimits({ CALENDAR_MAX_EVENTS: '0' })).toThrow(/CALENDAR_MAX_EVENTS/);
  });
});
