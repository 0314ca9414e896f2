/**
 * A fake of the creators API at the `fetch` boundary, for unit tests: hand its `fetch` to `createCreatorClient`
 * (or `createBookingClient`, `createFanClient`) and the SDK runs its own requests, envelopes, structs and
 * catalogue errors against answers the test chooses, while the test reads every call that went out. It depends
 * on nothing else of the SDK and on no test runner.
 *
 *   const api = fakeApi(routes({ 'GET /pushes': { body: { pushes: [] } } }));
 *   const client = createCreatorClient({ apiUrl: API_URL, fetch: api.fetch, ... });
 *   await client.pushes.list();
 *   api.calls[0]?.path; // '/pushes'
 */

/** The base URL the SDK is given in tests; calls to it are the fake's. */
export const API_URL = 'http://api.test';

/** One call as it reached the network. */
export interface ApiCall {
  method: string;
  url: URL;
  /** `url.pathname`: what a route matches. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; `undefined` when the body is not JSON text (an upload's bytes: see `rawBody`). */
  body: unknown;
  /** The body as sent: a string, a Blob, bytes or (Node, uploads) a stream. */
  rawBody: RequestInit['body'];
  headers: Headers;
  signal: AbortSignal | null;
}

/**
 * An answer as the API gives it. `body` by kind: a plain value goes as JSON; `undefined` as no body (204, a tus
 * creation); a `ReadableStream` as the event stream (`text/event-stream`, the test writes server-sent events into
 * it); a string as `text/calendar` (an `.ics`); bytes or a Blob as a download. `headers` add to (or replace) the
 * content type: a tus `Location`, `Upload-Offset`. A `Response` is sent as it is; an `Error` is a network failure
 * (`fetch` rejects with it); `undefined` is a 404 in the error envelope, as the API answers a path it does not know.
 */
export type ApiAnswer = Answer | Response | Error | undefined;

export interface Answer {
  /** 200 unless given. */
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Respond = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

export interface FakeApi {
  /** Every call, in the order it was made. */
  calls: ApiCall[];
  fetch: typeof globalThis.fetch;
  /** The JSON bodies of the calls to `route` (`'POST /playlists'`), in order: what the screen sent. */
  sent(route: string): unknown[];
  /**
   * The next call to `route` gets `answer` instead of what `respond` gives (`times` calls, or every one after
   * with `Infinity`): a failure in the middle of a flow, a resource that disappears.
   */
  answerNext(route: string, answer: ApiAnswer, times?: number): void;
}

const routeOf = (call: ApiCall) => `${call.method} ${call.path}`;

export function fakeApi(respond: Respond): FakeApi {
  const calls: ApiCall[] = [];
  const upcoming = new Map<string, { answer: ApiAnswer; times: number }>();
  const answerFor = (call: ApiCall) => {
    const next = upcoming.get(routeOf(call));
    if (!next) return respond(call);
    next.times -= 1;
    if (next.times <= 0) upcoming.delete(routeOf(call));
    // A Response is read once: each call gets its own.
    return next.answer instanceof Response ? next.answer.clone() : next.answer;
  };
  const fetch = (async (input: URL | string | Request, init: RequestInit = {}) => {
    // A server-side caller may hand a Request: its method and headers count, as they would on the wire.
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const headers = new Headers(request?.headers);
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    const rawBody = init.body ?? (request?.body ? await request.text() : undefined);
    const call: ApiCall = {
      method: init.method ?? request?.method ?? 'GET',
      url,
      path: url.pathname,
      query: url.searchParams,
      body: jsonBody(rawBody),
      rawBody,
      headers,
      signal: init.signal ?? request?.signal ?? null,
    };
    calls.push(call);
    return answered(await answerFor(call));
  }) as typeof globalThis.fetch;
  return {
    calls,
    fetch,
    sent: (route) => calls.filter((call) => routeOf(call) === route).map((call) => call.body),
    answerNext: (route, answer, times = 1) => void upcoming.set(route, { answer, times }),
  };
}

function jsonBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const NOT_FOUND: Answer = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };

function answered(answer: ApiAnswer): Response {
  if (answer instanceof Response) return answer;
  if (answer instanceof Error) throw answer;
  const { status = 200, body, headers = {} } = answer ?? NOT_FOUND;
  const typed = (type: string) => ({ 'content-type': type, ...headers });
  if (body === undefined || status === 204) return new Response(null, { status, headers });
  if (body instanceof ReadableStream)
    return new Response(body, { status, headers: typed('text/event-stream') });
  if (typeof body === 'string') return new Response(body, { status, headers: typed('text/calendar') });
  if (body instanceof Blob || body instanceof ArrayBuffer || ArrayBuffer.isView(body))
    return new Response(body as BodyInit, { status, headers: typed('application/octet-stream') });
  return new Response(JSON.stringify(body), { status, headers: typed('application/json') });
}

/** An answer with this status and JSON body, as it is (no `{ data }` added). */
export const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body,
  headers,
});

/** `{ data }`, as the API wraps every payload (DESIGN "Wire format"). */
export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

/** The API's error envelope (`{ error: { code, message, fields? } }`). */
export function apiError(status: number, code: string, fields?: Record<string, string[]>): Answer {
  return { status, body: { error: { code, message: code, ...(fields ? { fields } : {}) } } };
}

/** A 400 with field errors, as the API refuses a payload. */
export const refused = (fields: Record<string, string[]>): Answer => ({
  status: 400,
  body: { error: { code: 'validation_failed', message: 'Some fields are not valid', fields } },
});

/** A failure of the server itself. */
export const broken = (): Answer => ({
  status: 500,
  body: { error: { code: 'internal', message: 'Internal error' } },
});

/** One route's answer: `body` is the payload (wrapped in `{ data }` below 400), or a function of the call. */
export type RouteAnswer = Answer | ((call: ApiCall) => Answer);

/**
 * `respond` from a table of `METHOD /path` answers. A call the table does not list goes to `otherwise`, or fails
 * the test loudly: a screen that calls what the test did not expect is a finding.
 */
export function routes(table: Record<string, RouteAnswer>, otherwise?: Respond): Respond {
  return (call) => {
    const route = table[`${call.method} ${call.path}`];
    if (!route) {
      if (otherwise) return otherwise(call);
      throw new Error(`unexpected call ${call.method} ${call.path}`);
    }
    const { status = 200, body, headers } = typeof route === 'function' ? route(call) : route;
    return { status, body: status < 400 && status !== 204 ? { data: body } : body, headers };
  };
}

/** Runs `action` and returns what it threw (fails the test when it did not throw). */
export async function thrown(action: () => Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await action();
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected the call to throw');
}

/** How many bytes a request body holds, read as the server would: a stream to its end, or a Blob or bytes. */
export async function bodyBytes(body: RequestInit['body']): Promise<number> {
  if (body instanceof ReadableStream) {
    let total = 0;
    for await (const unit of body as ReadableStream<Uint8Array>) total += unit.byteLength;
    return total;
  }
  return body instanceof Blob ? body.size : ArrayBuffer.isView(body) ? body.byteLength : 0;
}
