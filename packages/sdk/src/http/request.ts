import { mask, type Struct } from 'superstruct';
import { CreatorApiError, type FieldErrors } from '../errors';

export interface RequestOptions<T = unknown> {
  /** Catalogue message of spec 8 thrown when the call fails, whatever the cause. */
  errorMessage: string;
  /** JSON unless a Blob (a picture sent as it is, under its own type). */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Headers of this call only (`Idempotency-Key`). */
  headers?: Record<string, string>;
  /**
   * The contract struct `data` must match. A server answering another shape is a failed call (code
   * `invalid_response`) rather than a surprise further down; fields the contract does not know are dropped.
   */
  response?: Struct<T, unknown>;
  /** A file rather than `{ data }`: the body's text is the answer (errors still come in the envelope). */
  text?: { accept: string };
}

export type ApiRequest = <T>(method: string, path: string, options: RequestOptions<T>) => Promise<T>;

/**
 * How a body goes on the wire when plain `fetch` is not enough: an upload's chunks, sent with progress (a
 * streamed body in Node, XMLHttpRequest in a browser). It gets the call ready to go, bearer token included.
 */
export type BodyTransfer = (
  url: URL,
  init: { method: string; headers: Record<string, string>; body: unknown; signal: AbortSignal | null },
  fetchImpl: typeof fetch,
) => Promise<Response>;

export interface SendOptions {
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sends the body another way than `fetch` (uploads, for their progress). */
  transfer?: BodyTransfer;
}

/**
 * The SDK's one path to the API. `request` is a JSON call answered `{ data }`; `send` is a call whose body or
 * answer is not JSON (an upload's tus requests, a download, the event stream) and answers the raw `Response`.
 * Both put the bearer token on the call and tell the host about a refused token; `send` rejects only when
 * nothing was answered, and `apiError` reads the answer's envelope.
 */
export interface ApiTransport {
  /** The API's base URL, without a trailing slash. */
  apiUrl: string;
  request: ApiRequest;
  /** `target` is an API path (`/uploads`) or a URL the API gave (a tus upload's `Location`). */
  send(method: string, target: string, options?: SendOptions): Promise<Response>;
}

/**
 * How long a call may take, answer included, before it fails with code `timeout`: a request that hangs must
 * end in an error the screen can offer a retry for, never in a spinner that turns forever (spec 7: the retry is
 * the creator's, never automatic).
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

interface ErrorEnvelope {
  error?: { code?: string; message?: string; fields?: FieldErrors };
}

/**
 * The one reader of the API's error envelope `{ error: { code, message, fields } }`: a failed answer as the
 * catalogue error, with the status and the server's code and fields when it sent them.
 */
export function apiError(
  errorMessage: string,
  answer: { status: number; statusText?: string; body: unknown },
): CreatorApiError {
  const error = (answer.body as ErrorEnvelope | undefined)?.error;
  return new CreatorApiError(errorMessage, {
    status: answer.status,
    ...(error?.code ? { code: error.code } : {}),
    ...(error?.fields ? { fields: error.fields } : {}),
    cause: error?.message ?? answer.statusText,
  });
}

/** The `data` of a successful answer, held to its contract struct when given. */
export function answerData<T>(
  errorMessage: string,
  answer: { status: number; body: unknown },
  shape?: Struct<T, unknown>,
): T {
  const payload = answer.body as { data?: T } | undefined;
  if (!payload || typeof payload !== 'object' || !('data' in payload)) {
    throw new CreatorApiError(errorMessage, { status: answer.status, code: 'invalid_response' });
  }
  if (!shape) return payload.data as T;
  try {
    return mask(payload.data, shape);
  } catch (cause) {
    throw new CreatorApiError(errorMessage, { status: answer.status, code: 'invalid_response', cause });
  }
}

/**
 * Sends API calls with the bearer token. `request` unwraps `{ data }`; every failure (network, non-2xx,
 * unreadable body) becomes a `CreatorApiError` carrying the catalogue message, the status and the server's code
 * and fields. No retries (spec 7).
 */
export function createApiTransport(options: {
  apiUrl: string;
  bearerToken: () => Promise<string | undefined>;
  fetch?: typeof fetch;
  /** Milliseconds before a JSON call fails with code `timeout`; DEFAULT_REQUEST_TIMEOUT_MS unless given. */
  timeoutMs?: number;
  /** Told when the API refuses the token (401): the session is over, the host sends the creator to login. */
  onUnauthorized?: () => void;
}): ApiTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const base = options.apiUrl.replace(/\/+$/, '');

  const send: ApiTransport['send'] = async (
    method,
    target,
    { headers = {}, body, signal, transfer } = {},
  ) => {
    const url = new URL(/^https?:\/\//.test(target) ? target : base + target);
    const sent: Record<string, string> = { ...headers };
    const token = await options.bearerToken();
    if (token) sent.authorization = `Bearer ${token}`;
    // Read at call time, so a test or polyfill that replaces `fetch` later is honoured; called as a plain
    // function, as browsers refuse `window.fetch` invoked as a method of another object.
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const init = { method, headers: sent, body: body ?? null, signal: signal ?? null };
    const response = await (transfer ? transfer(url, init, fetchImpl) : fetchImpl(url, init as RequestInit));
    if (response.status === 401) options.onUnauthorized?.();
    return response;
  };

  const request: ApiRequest = async <T>(
    method: string,
    path: string,
    { errorMessage, body, query, headers: extraHeaders, response: shape, text }: RequestOptions<T>,
  ) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const target = `${search}` ? `${path}?${search}` : path;
    const accept = text ? `${text.accept}, application/json` : 'application/json';
    const headers: Record<string, string> = { ...extraHeaders, accept };
    const raw = body instanceof Blob;
    if (body !== undefined) headers['content-type'] = raw ? body.type : 'application/json';
    // One signal for the whole call, so a server that sends its headers and then stalls the body times out too.
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = () =>
      new CreatorApiError(errorMessage, { code: 'timeout', cause: `No answer after ${timeoutMs} ms` });
    let response: Response;
    try {
      response = await send(method, target, {
        headers,
        body: body === undefined ? null : raw ? body : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal.aborted) throw timedOut();
      throw new CreatorApiError(errorMessage, { code: 'network_error', cause });
    }
    if (text && response.ok) {
      try {
        return (await response.text()) as T;
      } catch (cause) {
        if (signal.aborted) throw timedOut();
        throw new CreatorApiError(errorMessage, { code: 'network_error', cause });
      }
    }
    const payload = await response.json().catch(() => undefined);
    if (signal.aborted && payload === undefined) throw timedOut();
    const answer = { status: response.status, statusText: response.statusText, body: payload };
    if (!response.ok) throw apiError(errorMessage, answer);
    if (response.status === 204) return undefined as T;
    return answerData(errorMessage, answer, shape);
  };

  return { apiUrl: base, request, send };
}

/** The JSON calls alone, for clients that send nothing else (the public booking client, the fan client). */
export function createApiRequest(options: Parameters<typeof createApiTransport>[0]): ApiRequest {
  return createApiTransport(options).request;
}
