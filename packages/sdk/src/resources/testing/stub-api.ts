import { createApiRequest } from '../../http/request';

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

/** A JSON answer as the API sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A fake API at the `fetch` boundary: every call is recorded and answered by `respond`, so resource tests see
 * exactly what goes on the wire (method, path, query, body) without a server.
 */
export function stubApi(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: URL | string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = {
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    return respond(call);
  }) as typeof globalThis.fetch;
  const request = createApiRequest({ apiUrl: 'http://api.test', bearerToken: async () => 'token', fetch });
  return { calls, fetch, request };
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

/** Reads a request body as the server would: a stream to its end (Node streams bodies), or a Blob/bytes. */
export async function bodyBytes(body: RequestInit['body']): Promise<number> {
  if (body instanceof ReadableStream) {
    let total = 0;
    for await (const unit of body as ReadableStream<Uint8Array>) total += unit.byteLength;
    return total;
  }
  return body instanceof Blob ? body.size : ArrayBuffer.isView(body) ? body.byteLength : 0;
}
