import { mask, type Struct } from 'superstruct';
import { CreatorApiError, type FieldErrors } from '../errors';

export interface RequestOptions<T = unknown> {
  /** Catalogue message of spec 8 thrown when the call fails, whatever the cause. */
  errorMessage: string;
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
 * How long a call may take, answer included, before it fails with code `timeout`: a request that hangs must
 * end in an error the screen can offer a retry for, never in a spinner that turns forever (spec 7: the retry is
 * the creator's, never automatic).
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

interface ErrorEnvelope {
  error?: { code?: string; message?: string; fields?: FieldErrors };
}

/**
 * Sends one API call with the bearer token and unwraps `{ data }`. Every failure (network, non-2xx, unreadable
 * body) becomes a `CreatorApiError` carrying the catalogue message, the status and the server's code and fields.
 * No retries (spec 7).
 */
export function createApiRequest(options: {
  apiUrl: string;
  bearerToken: () => Promise<string | undefined>;
  fetch?: typeof fetch;
  /** Milliseconds before a call fails with code `timeout`; DEFAULT_REQUEST_TIMEOUT_MS unless given. */
  timeoutMs?: number;
  /** Told when the API refuses the token (401): the session is over, the host sends the creator to login. */
  onUnauthorized?: () => void;
}): ApiRequest {
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const base = options.apiUrl.replace(/\/+$/, '');
  return async <T>(
    method: string,
    path: string,
    { errorMessage, body, query, headers: extraHeaders, response: shape, text }: RequestOptions<T>,
  ) => {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const accept = text ? `${text.accept}, application/json` : 'application/json';
    const headers: Record<string, string> = { ...extraHeaders, accept };
    const token = await options.bearerToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';

    // One signal for the whole call, so a server that sends its headers and then stalls the body times out too.
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = () =>
      new CreatorApiError(errorMessage, { code: 'timeout', cause: `No answer after ${timeoutMs} ms` });
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
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
    const payload = (await response.json().catch(() => undefined)) as
      | ({ data?: T } & ErrorEnvelope)
      | undefined;
    if (signal.aborted && payload === undefined) throw timedOut();
    if (response.status === 401) options.onUnauthorized?.();
    if (!response.ok) {
      const error = payload?.error;
      throw new CreatorApiError(errorMessage, {
        status: response.status,
        ...(error?.code ? { code: error.code } : {}),
        ...(error?.fields ? { fields: error.fields } : {}),
        cause: error?.message ?? response.statusText,
      });
    }
    if (response.status === 204) return undefined as T;
    if (!payload || !('data' in payload)) {
      throw new CreatorApiError(errorMessage, { status: response.status, code: 'invalid_response' });
    }
    if (!shape) return payload.data as T;
    try {
      return mask(payload.data, shape);
    } catch (cause) {
      throw new CreatorApiError(errorMessage, { status: response.status, code: 'invalid_response', cause });
    }
  };
}
